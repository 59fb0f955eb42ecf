import { api, type GstSummary, type ReportQuery, type SalesReport } from '@kirana/shared';
import { TAGS } from '@kirana/shared';

/**
 * The sales report for a range of store days (`GET /api/reports/sales`, admin only), computed by
 * the database. Tagged with the order lists, so a new or delivered order refreshes an open report.
 */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSalesReport: build.query<SalesReport, ReportQuery>({
      query: ({ from, to }) => `/api/reports/sales?${new URLSearchParams({ from, to }).toString()}`,
      providesTags: [TAGS.orderList, TAGS.orderFigures],
    }),
    /**
     * The GST summary of a month, YYYY-MM (`GET /api/reports/gst`, admin only): invoices less credit
     * notes per rate and per HSN code. A delivery or a cancellation issues documents, so the same tags.
     */
    getGstSummary: build.query<GstSummary, string>({
      query: (month) => `/api/reports/gst?${new URLSearchParams({ month }).toString()}`,
      providesTags: [TAGS.orderList, TAGS.orderFigures],
    }),
  }),
});

export const { useGetSalesReportQuery, useGetGstSummaryQuery } = reportsApi;

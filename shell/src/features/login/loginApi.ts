import {
  api,
  type OtpSendBody,
  type OtpVerifyBody,
  type RegisterBody,
  type SignedInUser,
  type User,
} from '@kirana/shared';

/** The sign-in calls. Loaded with the login modal, never on a first page view. */
export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendOtp: build.mutation<{ message: string }, OtpSendBody>({
      query: (body) => ({ url: '/api/otp/send', method: 'POST', body }),
    }),
    verifyOtp: build.mutation<SignedInUser, OtpVerifyBody>({
      query: (body) => ({ url: '/api/otp/verify', method: 'POST', body }),
      invalidatesTags: ['User', 'Order'],
    }),
    register: build.mutation<User, RegisterBody>({
      query: (body) => ({ url: '/api/otp', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useSendOtpMutation, useVerifyOtpMutation, useRegisterMutation } = loginApi;

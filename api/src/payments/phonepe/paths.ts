/** Where PhonePe posts v2 webhooks (set as the webhook URL in PhonePe's dashboard, on PUBLIC_API_URL). */
export const WEBHOOK_PATH = '/api/payments/phonepe-webhook';

/** Where PhonePe v1 posts its server-to-server callback (sent with each pay request). */
export const CALLBACK_PATH = '/api/orders/phonepe-callback';

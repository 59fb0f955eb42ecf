-- Every sign-in SMS the API handed to a provider (or failed to), so the store can answer "I never
-- got the code": who it went to, through which provider, the provider's reference for it, and
-- what the provider's delivery report said. The code itself is never stored here.
CREATE TABLE sms_sends (
  id            text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  phone_number  text NOT NULL CHECK (phone_number ~ '^[6-9][0-9]{9}$'),
  provider      text NOT NULL,
  -- The provider's id for the message (MSG91's request id), matched by its delivery report.
  provider_ref  text,
  status        text NOT NULL CHECK (status IN ('sent', 'delivered', 'failed')),
  -- Why it failed, in the provider's words (a refusal when sending, or the delivery report).
  reason        text,
  sent_at       timestamptz NOT NULL DEFAULT now(),
  reported_at   timestamptz
);
CREATE INDEX sms_sends_phone_idx ON sms_sends (phone_number, sent_at DESC);
CREATE UNIQUE INDEX sms_sends_ref_idx ON sms_sends (provider, provider_ref) WHERE provider_ref IS NOT NULL;
CREATE INDEX sms_sends_sent_idx ON sms_sends (sent_at);

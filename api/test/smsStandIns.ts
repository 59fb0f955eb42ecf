import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DLT_VAR, type DltSettings } from '../src/sms/dlt';
import { DLT_ENV } from './productionEnv';

export interface StandInRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** One SMS a stand-in provider "delivered": the text the phone would show. */
export interface Delivered {
  to: string;
  text: string;
  requestId: string;
}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * A provider's API on a local port: records each request, answers as `respond` says (or never,
 * while `hang` is set, to test timeouts). `failNext` makes the next answers a given failure.
 */
export class StandIn {
  readonly requests: StandInRequest[] = [];
  readonly delivered: Delivered[] = [];
  hang = false;
  private failures: Answer[] = [];
  private server!: Server;
  url = '';
  private sequence = 0;

  constructor(private readonly respond: (request: StandInRequest, standIn: StandIn) => Answer) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          // the adapters send JSON; anything else stays {}
        }
        const request = { path: req.url ?? '', headers: req.headers, body };
        this.requests.push(request);
        if (this.hang) return;
        const answer = this.failures.shift() ?? this.respond(request, this);
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  failNext(answer: Answer, times = 1): void {
    for (let i = 0; i < times; i += 1) this.failures.push(answer);
  }

  nextRequestId(): string {
    this.sequence += 1;
    return `3564${String(this.sequence).padStart(20, '0')}`;
  }

  reset(): void {
    this.requests.length = 0;
    this.delivered.length = 0;
    this.failures = [];
    this.hang = false;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The template as it is registered in MSG91's panel: the DLT text with `##name##` where DLT has `{#var#}`. */
export interface Msg91Account {
  authKey: string;
  templates: Record<string, string>;
}

/**
 * MSG91's v5 Flow API as its documentation describes it: `POST /api/v5/flow`, the `authkey`
 * header, `{template_id, recipients: [{mobiles: "91XXXXXXXXXX", <variables>}]}`; it fills the
 * registered template's `##variables##` and answers `{"type":"success","message":"<request id>"}`,
 * or `{"type":"error","message":…}`.
 */
export function msg91StandIn(account: Msg91Account): StandIn {
  return new StandIn((request, standIn) => {
    if (request.path !== '/api/v5/flow') return { status: 404, body: { type: 'error', message: 'Not found' } };
    if (request.headers.authkey !== account.authKey)
      return { status: 401, body: { type: 'error', message: 'Authentication failure' } };
    const template = account.templates[String(request.body.template_id)];
    if (!template) return { status: 400, body: { type: 'error', message: 'Template ID Missing or Invalid Template' } };
    const recipients = Array.isArray(request.body.recipients)
      ? (request.body.recipients as Record<string, string>[])
      : [];
    if (recipients.length === 0) return { status: 400, body: { type: 'error', message: 'Recipients Missing' } };
    const requestId = standIn.nextRequestId();
    for (const recipient of recipients) {
      if (!/^91[6-9]\d{9}$/.test(recipient.mobiles ?? ''))
        return { status: 400, body: { type: 'error', message: 'Mobile number not valid' } };
      const missing = [...template.matchAll(/##(\w+)##/g)]
        .map((m) => m[1]!)
        .filter((name) => recipient[name] === undefined);
      if (missing.length > 0)
        return { status: 400, body: { type: 'error', message: `Variable(s) missing: ${missing.join(', ')}` } };
      standIn.delivered.push({
        to: recipient.mobiles!,
        text: template.replace(/##(\w+)##/g, (_m, name: string) => recipient[name]!),
        requestId,
      });
    }
    return { status: 200, body: { type: 'success', message: requestId } };
  });
}

export interface Fast2SmsAccount {
  apiKey: string;
  sender: string;
  entityId: string;
  templateId: string;
  /** The approved DLT text, `{#var#}` placeholders and all. */
  template: string;
}

/**
 * Fast2SMS's DLT Manual route as its documentation describes it: `POST /dev/bulkV2` with the
 * key in `authorization`, `route: dlt_manual`, `sender_id`, `entity_id`, `template_id`, the full
 * `message` (the approved text with each `{#var#}` filled, up to 30 characters each, nothing else
 * changed) and `numbers` (10 digits). Answers `{"return":true,"request_id":…,"message":[…]}`, or
 * `{"return":false,"status_code":…,"message":…}`.
 */
export function fast2smsStandIn(account: Fast2SmsAccount): StandIn {
  const pattern = new RegExp(`^${account.template.split(DLT_VAR).map(escapeRegExp).join('[^\\n]{1,30}')}$`);
  const refuse = (status: number, code: number, message: string) => ({
    status,
    body: { return: false, status_code: code, message },
  });
  return new StandIn((request, standIn) => {
    const body = request.body;
    if (request.path !== '/dev/bulkV2') return refuse(404, 404, 'Not found');
    if (request.headers.authorization !== account.apiKey)
      return refuse(401, 412, 'Invalid Authentication, Check Authorization Key');
    if (body.route !== 'dlt_manual') return refuse(400, 413, 'Invalid Route');
    if (body.sender_id !== account.sender) return refuse(400, 406, 'Invalid Sender ID');
    if (body.entity_id !== account.entityId || body.template_id !== account.templateId)
      return refuse(400, 424, 'Invalid DLT Template ID or Entity ID');
    if (typeof body.message !== 'string' || !pattern.test(body.message))
      return refuse(400, 425, 'Message does not match the DLT approved template');
    if (typeof body.numbers !== 'string' || !/^[6-9]\d{9}$/.test(body.numbers))
      return refuse(400, 411, 'Invalid Numbers');
    const requestId = standIn.nextRequestId();
    standIn.delivered.push({ to: body.numbers, text: body.message, requestId });
    return { status: 200, body: { return: true, request_id: requestId, message: ['SMS sent successfully.'] } };
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The store's DLT registration in tests (`DLT_ENV`), as settings. */
export const TEST_DLT: DltSettings = {
  sender: DLT_ENV.SMS_SENDER,
  entityId: DLT_ENV.SMS_DLT_ENTITY_ID,
  templateId: DLT_ENV.SMS_DLT_TEMPLATE_ID,
  template: DLT_ENV.SMS_DLT_TEMPLATE.replace(/\\n/g, '\n'),
  variables: ['code', 'minutes', 'code'],
  webOtp: true,
};

/** That template as it is added in MSG91's panel: `##code##` and `##minutes##` in place of each `{#var#}`. */
export const MSG91_TEMPLATE_TEXT = TEST_DLT.template
  .split(DLT_VAR)
  .reduce((text, part, index) => (index === 0 ? part : `${text}##${TEST_DLT.variables[index - 1]}##${part}`), '');

export const MSG91_ACCOUNT: Msg91Account = {
  authKey: 'msg91-auth-key',
  templates: { '6650f0c0ffee0123456789ab': MSG91_TEMPLATE_TEXT },
};
export const FAST2SMS_ACCOUNT: Fast2SmsAccount = {
  apiKey: 'fast2sms-key',
  sender: TEST_DLT.sender,
  entityId: TEST_DLT.entityId,
  templateId: TEST_DLT.templateId,
  template: TEST_DLT.template,
};

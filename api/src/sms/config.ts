import {
  countPlaceholders,
  defaultDltVariables,
  DLT_VAR,
  dltTemplateProblems,
  webOtpHostOf,
  type DltSettings,
  type DltVariable,
} from './dlt';
import type { ConfigEnv } from '../configSchema';
import { FAST2SMS_BASE_URL } from './fast2smsProvider';
import { MSG91_BASE_URL } from './msg91Provider';

/**
 * `console` logs the code and keeps it in a development-only outbox (refused in production);
 * `msg91` (recommended) and `fast2sms` are Indian DLT providers; `http` posts to any gateway.
 */
export type SmsProviderSettings =
  | { provider: 'console' }
  | { provider: 'http'; url: string; apiKey: string; sender: string }
  | { provider: 'msg91'; authKey: string; templateId: string; baseUrl: string; reportToken: string | null }
  | { provider: 'fast2sms'; apiKey: string; baseUrl: string };

export interface SmsConfig {
  /** The provider tried first, then the fallback (tried once when the first fails), if any. */
  providers: SmsProviderSettings[];
  /** The DLT registration of the sign-in SMS; required in production. */
  dlt: DltSettings | null;
}

type Env = ConfigEnv;
type RealProvider = Exclude<NonNullable<Env['SMS_PROVIDER']>, 'console'>;
const DLT_NAMES = ['SMS_DLT_ENTITY_ID', 'SMS_DLT_TEMPLATE_ID', 'SMS_DLT_TEMPLATE'] as const;

interface Context {
  production: boolean;
  storefrontUrl: string;
  /** Whether a variable was set at all (one the schema refused is set, and already named). */
  given: (name: keyof Env) => boolean;
  /** A variable as it was set, before the schema read it. */
  raw: (name: keyof Env) => string | undefined;
}

/**
 * Reads the SMS settings (each value's form was checked by the schema), naming every missing one
 * and every combination that cannot work in `problems`.
 */
export function loadSmsConfig(env: Env, context: Context, problems: string[]): SmsConfig {
  const { production } = context;
  if (!env.SMS_PROVIDER && context.given('SMS_PROVIDER')) return { providers: [{ provider: 'console' }], dlt: null };
  const primary = env.SMS_PROVIDER ?? (production ? undefined : 'console');
  if (!primary) {
    problems.push(
      'SMS_PROVIDER is required in production: set it to msg91 (recommended), fast2sms or http, ' +
        'with that provider’s settings and the DLT ones',
    );
    return { providers: [{ provider: 'console' }], dlt: null };
  }
  if (primary === 'console') {
    if (production)
      problems.push(
        'SMS_PROVIDER=console only works outside production (codes would only reach the log): use msg91, fast2sms or http',
      );
    if (context.given('SMS_FALLBACK_PROVIDER'))
      problems.push('SMS_FALLBACK_PROVIDER needs a real SMS_PROVIDER (msg91, fast2sms or http) to fall back from');
    return {
      providers: [{ provider: 'console' }],
      dlt: production ? null : optionalDlt(env, context, false, problems),
    };
  }
  const names: RealProvider[] = [primary];
  const fallback = env.SMS_FALLBACK_PROVIDER;
  if (fallback === primary)
    problems.push('SMS_FALLBACK_PROVIDER must differ from SMS_PROVIDER (it is tried when that one fails)');
  else if (fallback) names.push(fallback);
  const fast2sms = names.includes('fast2sms');
  const providers = names.map((name) => providerSettings(name, env, context, fast2sms, problems));
  // Every SMS to an Indian phone names a DLT registration; Fast2SMS's route takes its ids in each request.
  const dlt =
    production || fast2sms
      ? requiredDlt(env, context, fast2sms, problems)
      : optionalDlt(env, context, fast2sms, problems);
  return { providers, dlt };
}

type ProviderSetting =
  | 'SMS_HTTP_URL'
  | 'SMS_HTTP_API_KEY'
  | 'MSG91_AUTH_KEY'
  | 'MSG91_TEMPLATE_ID'
  | 'FAST2SMS_API_KEY';

function providerSettings(
  name: RealProvider,
  env: Env,
  context: Context,
  fast2sms: boolean,
  problems: string[],
): SmsProviderSettings {
  const { production } = context;
  const need = (variable: ProviderSetting, why: string): string => {
    const value = env[variable] ?? '';
    if (!value && !context.given(variable))
      problems.push(`${variable} is required when ${name} sends sign-in codes (${why})`);
    return value;
  };
  if (name === 'http') {
    const url = need('SMS_HTTP_URL', 'the gateway endpoint that sends a message');
    if (url) httpsInProduction('SMS_HTTP_URL', url, production, problems);
    const apiKey = need('SMS_HTTP_API_KEY', 'sent as the Bearer key');
    return { provider: 'http', url, apiKey, sender: senderOf(env, context, fast2sms, problems) };
  }
  if (name === 'msg91') {
    const authKey = need('MSG91_AUTH_KEY', 'the authkey from MSG91’s panel');
    const templateId = need('MSG91_TEMPLATE_ID', 'the id of the sign-in template in MSG91’s panel');
    const baseUrl = baseUrlOf('MSG91_BASE_URL', env, MSG91_BASE_URL, production, problems);
    return { provider: 'msg91', authKey, templateId, baseUrl, reportToken: env.MSG91_REPORT_TOKEN ?? null };
  }
  const apiKey = need('FAST2SMS_API_KEY', 'the API key from Fast2SMS’s Dev API page');
  return {
    provider: 'fast2sms',
    apiKey,
    baseUrl: baseUrlOf('FAST2SMS_BASE_URL', env, FAST2SMS_BASE_URL, production, problems),
  };
}

function baseUrlOf(
  variable: 'MSG91_BASE_URL' | 'FAST2SMS_BASE_URL',
  env: Env,
  fallback: string,
  production: boolean,
  problems: string[],
): string {
  const url = (env[variable] ?? fallback).replace(/\/+$/, '');
  httpsInProduction(variable, url, production, problems);
  return url;
}

function httpsInProduction(variable: string, url: string, production: boolean, problems: string[]): void {
  if (production && !url.startsWith('https://'))
    problems.push(`${variable} must use https in production (it carries the API key)`);
}

/**
 * The DLT sender header. Fast2SMS takes a DLT-approved sender id of 3 to 6 letters (its DLT API's
 * `sender_id`); another gateway may take 3 to 11 letters or digits.
 */
function senderOf(env: Env, context: Context, fast2sms: boolean, problems: string[]): string {
  const sender = env.SMS_SENDER ?? '';
  const given = context.raw('SMS_SENDER');
  if (!given) problems.push('SMS_SENDER is required (the DLT-registered sender header, e.g. KRNNOW)');
  else if (fast2sms && !/^[A-Za-z]{3,6}$/.test(given)) {
    // Fast2SMS's rule is the narrower one: it is named instead of the general form's.
    const general = problems.findIndex((problem) => problem.startsWith('SMS_SENDER '));
    if (general >= 0) problems.splice(general, 1);
    problems.push(
      `SMS_SENDER must be 3 to 6 letters when fast2sms sends sign-in codes (Fast2SMS's DLT sender id, e.g. KRNNOW; got "${given}")`,
    );
  }
  return sender;
}

/** Outside production and without Fast2SMS the DLT settings may be left out, but not half given. */
function optionalDlt(env: Env, context: Context, fast2sms: boolean, problems: string[]): DltSettings | null {
  return DLT_NAMES.some((name) => context.given(name)) ? requiredDlt(env, context, fast2sms, problems) : null;
}

function requiredDlt(env: Env, context: Context, fast2sms: boolean, problems: string[]): DltSettings {
  const missing = DLT_NAMES.filter((name) => !context.given(name));
  if (missing.length > 0)
    problems.push(
      `DLT registration incomplete: ${missing.join(', ')} missing (every SMS to an Indian phone names them)`,
    );
  const sender = senderOf(env, context, fast2sms, problems);
  const entityId = env.SMS_DLT_ENTITY_ID ?? '';
  const templateId = env.SMS_DLT_TEMPLATE_ID ?? '';
  // One line in the environment: "\n" stands for a line break of the approved text.
  const template = (env.SMS_DLT_TEMPLATE ?? '').replace(/\\n/g, '\n').trimEnd();
  const host = hostOf(context.storefrontUrl);
  // Refused entries are already named: nothing is implied in their place.
  const refused = env.SMS_DLT_VARIABLES === undefined && context.given('SMS_DLT_VARIABLES');
  const variables = refused ? null : dltVariables(env.SMS_DLT_VARIABLES, template, problems);
  if (variables && template) problems.push(...dltTemplateProblems({ template, variables }, host));
  return {
    sender,
    entityId,
    templateId,
    template,
    variables: variables ?? [],
    webOtp: webOtpHostOf(template) === host,
  };
}

/**
 * SMS_DLT_VARIABLES as given, or what the template implies: the code first, then the minutes, and
 * the code again on a WebOTP line. Null when that cannot be used (the problem is named).
 */
function dltVariables(raw: string | undefined, template: string, problems: string[]): DltVariable[] | null {
  if (!raw) {
    const implied = defaultDltVariables(template);
    if (!implied)
      problems.push(
        `SMS_DLT_TEMPLATE has ${countPlaceholders(template)} ${DLT_VAR} placeholders: ` +
          'set SMS_DLT_VARIABLES to what fills each, in order (code or minutes)',
      );
    return implied;
  }
  return raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean) as DltVariable[];
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).hostname;
  } catch {
    return origin;
  }
}

import type { OtpMessage } from './provider';

/** The DLT placeholder: each one in an approved template is filled with exactly one value. */
export const DLT_VAR = '{#var#}';

/** What fills a placeholder: the code, or the minutes it stays valid. */
export type DltVariable = 'code' | 'minutes';

/**
 * TRAI's DLT registration of the sign-in SMS: the sender header, the principal entity, the
 * content template's id and its approved text. The text sent must be that text with only its
 * `{#var#}` placeholders filled in, `variables` naming what fills each one in order. `webOtp`: the
 * text ends with the storefront's WebOTP line, so Chrome on Android offers the code.
 */
export interface DltSettings {
  sender: string;
  entityId: string;
  templateId: string;
  template: string;
  variables: DltVariable[];
  webOtp: boolean;
}

export function countPlaceholders(template: string): number {
  return template.split(DLT_VAR).length - 1;
}

/** The approved text with each placeholder filled in; nothing else of the text changes. */
export function fillDltTemplate(
  settings: Pick<DltSettings, 'template' | 'variables'>,
  message: Pick<OtpMessage, 'code' | 'validMinutes'>,
): string {
  const [first = '', ...rest] = settings.template.split(DLT_VAR);
  const values: Record<DltVariable, string> = { code: message.code, minutes: String(message.validMinutes) };
  // One variable per placeholder (dltTemplateProblems refuses settings where the counts differ).
  return rest.reduce((text, part, index) => {
    const variable = settings.variables[index];
    return `${text}${variable === undefined ? '' : values[variable]}${part}`;
  }, first);
}

/**
 * The origin-bound one-time code line (WebOTP), `@shop.example.com #{#var#}`: when the template ends
 * with it, Chrome on Android can offer the code to that storefront only. It is optional: it puts a
 * variable last, which some operators refuse (MSG91's DLT guidance: a variable is not the last word).
 */
export function webOtpLine(storefrontHost: string): string {
  return `@${storefrontHost} #${DLT_VAR}`;
}

const WEB_OTP_LINE = /^@(\S+) #\{#var#\}$/;

/** The host the template's last line names when that line is a WebOTP line, else null. */
export function webOtpHostOf(template: string): string | null {
  const lastLine = (template.split('\n').at(-1) ?? '').trim();
  return WEB_OTP_LINE.exec(lastLine)?.[1] ?? null;
}

/** The start-up log's word when the template has no WebOTP line. */
export function webOtpOffNotice(storefrontHost: string): string {
  return (
    `WebOTP is off: SMS_DLT_TEMPLATE does not end with the line "${webOtpLine(storefrontHost)}", ` +
    'so Chrome on Android will not offer the code from the SMS (customers type it)'
  );
}

/**
 * What fills the placeholders when SMS_DLT_VARIABLES is not given: the code first, then the minutes
 * (MSG91's DLT guidance allows one or two variables), and the code again on a WebOTP line. Null when
 * the text has more than two placeholders besides that line: then only SMS_DLT_VARIABLES can say.
 */
export function defaultDltVariables(template: string): DltVariable[] | null {
  const webOtp = webOtpHostOf(template) !== null;
  const body = countPlaceholders(template) - (webOtp ? 1 : 0);
  if (body > 2) return null;
  const variables: DltVariable[] = (['code', 'minutes'] as const).slice(0, body);
  return webOtp ? [...variables, 'code'] : variables;
}

/** Every way a template can be unusable for sign-in codes, each in words that say what to fix. */
export function dltTemplateProblems(
  settings: Pick<DltSettings, 'template' | 'variables'>,
  storefrontHost: string,
): string[] {
  const problems: string[] = [];
  const placeholders = countPlaceholders(settings.template);
  if (placeholders === 0 || !settings.variables.includes('code')) {
    problems.push(
      `SMS_DLT_TEMPLATE has no place for the code: it needs a ${DLT_VAR} that SMS_DLT_VARIABLES names "code"`,
    );
  }
  if (placeholders !== settings.variables.length) {
    problems.push(
      `SMS_DLT_TEMPLATE has ${placeholders} ${DLT_VAR} placeholder(s) ` +
        `but SMS_DLT_VARIABLES names ${settings.variables.length} (${settings.variables.join(',') || 'none'})`,
    );
  }
  const webOtpHost = webOtpHostOf(settings.template);
  if (webOtpHost !== null && webOtpHost !== storefrontHost) {
    problems.push(
      `SMS_DLT_TEMPLATE ends with a WebOTP line for another host: it must be "${webOtpLine(storefrontHost)}" ` +
        "(STOREFRONT_URL's host), or be left out (WebOTP is then off)",
    );
  } else if (
    webOtpHost !== null &&
    placeholders === settings.variables.length &&
    settings.variables[settings.variables.length - 1] !== 'code'
  ) {
    problems.push('SMS_DLT_VARIABLES must name "code" last: the WebOTP line carries the code');
  }
  return problems;
}

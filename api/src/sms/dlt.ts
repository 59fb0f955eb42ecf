import type { OtpMessage } from './provider';

/** The DLT placeholder: each one in an approved template is filled with exactly one value. */
export const DLT_VAR = '{#var#}';

/** What fills a placeholder: the code, or the minutes it stays valid. */
export type DltVariable = 'code' | 'minutes';

/**
 * TRAI's DLT registration of the sign-in SMS: the sender header, the principal entity, the
 * content template's id and its approved text. The text sent must be that text with only its
 * `{#var#}` placeholders filled in, `variables` naming what fills each one in order.
 */
export interface DltSettings {
  sender: string;
  entityId: string;
  templateId: string;
  template: string;
  variables: DltVariable[];
}

/** The recommended placeholders: the code, the minutes, and the code again on the WebOTP line. */
export const DEFAULT_DLT_VARIABLES: DltVariable[] = ['code', 'minutes', 'code'];

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
 * The origin-bound one-time code line (WebOTP) the template must end with, `@shop.example.com #{#var#}`,
 * so Chrome on Android can offer the code to that storefront only.
 */
export function webOtpLine(storefrontHost: string): string {
  return `@${storefrontHost} #${DLT_VAR}`;
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
  const lastLine = (settings.template.split('\n').at(-1) ?? '').trim();
  if (lastLine !== webOtpLine(storefrontHost)) {
    problems.push(
      `SMS_DLT_TEMPLATE must end with the line "${webOtpLine(storefrontHost)}" (WebOTP; the host is STOREFRONT_URL's)`,
    );
  } else if (
    placeholders === settings.variables.length &&
    settings.variables[settings.variables.length - 1] !== 'code'
  ) {
    problems.push('SMS_DLT_VARIABLES must name "code" last: the WebOTP line carries the code');
  }
  return problems;
}

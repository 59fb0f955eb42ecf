import { shippingLine, type CustomerSummary, type SavedAddress } from '@kirana/shared';
import { t } from '../../i18n';

/** A customer who skipped "What should we call you?" has no name yet; the phone then stands in. */
export const customerName = (customer: Pick<CustomerSummary, 'name'>): string =>
  customer.name.trim() || t('No name yet');

/** "B-304, Palm Grove, Wakad +1 more": where a customer takes deliveries, in one short line. */
export function addressesLine(addresses: readonly SavedAddress[]): string {
  const [first, ...rest] = addresses;
  if (!first) return t('No address saved');
  return rest.length > 0
    ? t('{address} +{count} more', { address: shippingLine(first), count: rest.length })
    : shippingLine(first);
}

/** A WhatsApp chat with an Indian mobile number, with a message ready to send when one is given. */
export const whatsAppLink = (phone: string, text?: string): string =>
  `https://wa.me/91${phone}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

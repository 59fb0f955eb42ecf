import { getRuntimeConfig } from './runtimeConfig';

export interface StoreContact {
  /** As people dial it, e.g. "+91 90000 00000". */
  phone: string;
  /** The WhatsApp number, digits with the country code, e.g. "919000000000". */
  whatsApp: string;
  email: string;
  hours: string;
}

/**
 * The demo store's details, used until a deployment sets its own in `/config.json` (STORE_PHONE,
 * STORE_WHATSAPP, STORE_EMAIL, STORE_HOURS). The one place a store contact is written: the
 * footer, Terms, Support and the address form all read `storeContact()` (a boundary test fails
 * if a front end writes a phone number of its own). The demo hours are a key of shared's
 * catalogue, so pages show them through `t(hours)` in the language shown; a deployment's own
 * hours are its words, shown as written.
 */
export const DEFAULT_STORE_CONTACT: StoreContact = {
  phone: '+91 90000 00000',
  whatsApp: '919000000000',
  email: 'support@kirananow.in',
  hours: '7:00 am – 11:00 pm, every day',
};

/** Digits only, with India's 91 in front of a 10-digit mobile number (what wa.me wants). */
export function whatsAppDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

/**
 * How to reach the store, from the runtime configuration (`storePhone`, `storeWhatsApp`, …) with the defaults
 * above.
 */
export function storeContact(): StoreContact {
  const config = getRuntimeConfig();
  return {
    phone: config.storePhone?.trim() || DEFAULT_STORE_CONTACT.phone,
    whatsApp: whatsAppDigits(
      config.storeWhatsApp?.trim() || config.storePhone?.trim() || DEFAULT_STORE_CONTACT.whatsApp,
    ),
    email: config.storeEmail?.trim() || DEFAULT_STORE_CONTACT.email,
    hours: config.storeHours?.trim() || DEFAULT_STORE_CONTACT.hours,
  };
}

/** `tel:` wants the number without spaces. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

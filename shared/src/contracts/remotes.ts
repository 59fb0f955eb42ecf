import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { SavedAddress } from '../schemas/types';
import type { Locale } from '../domain/locales';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/** Federation container names; `remotes.json` maps each to its `mf-manifest.json` URL. */
export const REMOTE_NAMES = ['mfe_catalog', 'mfe_cart_checkout', 'mfe_account', 'mfe_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** What each remote exposes. Each remote's build maps exactly these keys to files. */
export const REMOTE_EXPOSES = {
  mfe_catalog: ['./routes', './pagePreparation'],
  mfe_cart_checkout: ['./routes', './CartDrawer'],
  mfe_account: ['./routes', './AddressForm', './LocationModal'],
  mfe_admin: ['./routes'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type ExposedKey<R extends RemoteName> = (typeof REMOTE_EXPOSES)[R][number];

/** Where a page is, as the router sees it. */
export interface PageLocation {
  pathname: string;
  search: string;
}

/** What a page the server is about to render says about itself. */
export interface PreparedPage {
  /** 200, or 404 for a product or a path that does not exist. */
  status: 200 | 404;
  /** Its head tags (title, description, canonical link, link previews) as HTML. */
  head: string;
}

/** A remote's routes, relative to the root of the shell's one router. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
  /** In the browser, before a server-rendered page hydrates: loads that page's code (its data came with it). */
  preloadPage?: (location: PageLocation) => Promise<void>;
}

/**
 * `./pagePreparation`, exposed by a remote whose pages are server-rendered; only the storefront
 * server loads it, so browsers never download it.
 */
/** The store's dispatch as a page preparation uses it (typed here without the store, which is browser code). */
export type PageDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export interface PagePreparationModule {
  /**
   * Loads the code and the data the page at `location` draws first into the store `dispatch`
   * belongs to, so it renders, and later hydrates, without suspending or fetching. Rejects when the
   * data could not be read. `origin` is the storefront's public origin, for canonical links;
   * `locale` the visitor's language, which the head's title and description are written in (English by default).
   */
  preparePage: (
    location: PageLocation,
    dispatch: PageDispatch,
    origin: string,
    locale?: Locale,
  ) => Promise<PreparedPage>;
}

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

export interface AddressFormProps {
  open: boolean;
  /** Present to edit that address; absent to add one. */
  address?: SavedAddress;
  onClose: () => void;
}

export interface LocationModalProps {
  open: boolean;
  onClose: () => void;
}

/** The type of every exposed module, keyed as `loadRemote` names it. */
export interface RemoteModules {
  'mfe_catalog/routes': RemoteRoutesModule;
  'mfe_catalog/pagePreparation': PagePreparationModule;
  'mfe_cart_checkout/routes': RemoteRoutesModule;
  'mfe_cart_checkout/CartDrawer': { default: ComponentType<CartDrawerProps> };
  'mfe_account/routes': RemoteRoutesModule;
  'mfe_account/AddressForm': { default: ComponentType<AddressFormProps> };
  'mfe_account/LocationModal': { default: ComponentType<LocationModalProps> };
  'mfe_admin/routes': RemoteRoutesModule;
}
export type RemoteModuleId = keyof RemoteModules;

/** The props of each widget the shell places, by module id. */
export interface WidgetProps {
  'mfe_cart_checkout/CartDrawer': CartDrawerProps;
  'mfe_account/AddressForm': AddressFormProps;
  'mfe_account/LocationModal': LocationModalProps;
}
export type WidgetId = keyof WidgetProps;

/** Human names for the calm "this part is unavailable" message. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  mfe_catalog: 'the shop',
  mfe_cart_checkout: 'your cart',
  mfe_account: 'your account',
  mfe_admin: 'the admin console',
};

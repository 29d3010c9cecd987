/**
 * What each remote exposes to the shell, declared once. Each remote's exposed
 * modules are type-checked against these (`satisfies`), and the shell imports
 * only these declarations: a remote that breaks its contract fails its own
 * typecheck, not the shop in production.
 */
import type { ComponentType } from 'react';

export type CatalogPage = 'home' | 'products' | 'category';
export type ProductPage = 'detail' | 'simple-detail';
export type CartPage = 'checkout' | 'order-confirmation';
export type AccountPage = 'auth' | 'profile' | 'orders' | 'order';

/** Props of a remote's page entry: which page, and the route's (decoded) params. */
export interface RemotePageProps<Page extends string = string> {
  page: Page;
  params: Readonly<Record<string, string | undefined>>;
}

/** Each remote's page entry and the pages it declares: the shell's route table is typed against these. */
export interface RemotePages {
  'catalog/Pages': CatalogPage;
  'product/Pages': ProductPage;
  'cart/Pages': CartPage;
  'account/Pages': AccountPage;
}
export type PageModuleId = keyof RemotePages;

export type RemoteModules = { [Id in PageModuleId]: ComponentType<RemotePageProps<RemotePages[Id]>> } & {
  /** The header's cart button with its badge; also mounts the cart's owner and drawer. */
  'cart/CartButton': ComponentType<Record<string, never>>;
  /** The header's account menu; also mounts the session's owner. */
  'account/AccountMenu': ComponentType<Record<string, never>>;
};

export type RemoteModuleId = keyof RemoteModules;
export type RemoteName = 'catalog' | 'product' | 'cart' | 'account';
export const remoteNames: readonly RemoteName[] = ['catalog', 'product', 'cart', 'account'];

/**
 * Every module the shell loads from a remote, at run time (the deploy check compares a build's exposes
 * with it). The type below fails to compile if one of `RemoteModules` is missing.
 */
export const remoteModuleIds = [
  'catalog/Pages',
  'product/Pages',
  'cart/Pages',
  'cart/CartButton',
  'account/Pages',
  'account/AccountMenu',
] as const satisfies readonly RemoteModuleId[];
const everyRemoteModuleListed: Exclude<RemoteModuleId, (typeof remoteModuleIds)[number]> extends never ? true : never =
  true;
void everyRemoteModuleListed;

import type {
  CartItem,
  Category,
  LoginResponse,
  Product,
  ProductListResponse,
  RegisterResponse,
  SearchSuggestions,
  User,
} from '@storefront/contracts';

// The browser checks the shape of what it shows with these small guards instead of the zod schemas the
// services use: zod would add close to 90 KB (gzip) to every page. The types still come from the contracts.

type Guard<T> = (data: unknown) => data is T;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isString = (x: unknown): x is string => typeof x === 'string';
const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isBoolean = (x: unknown): x is boolean => typeof x === 'boolean';

export const isProduct: Guard<Product> = (x): x is Product =>
  isObject(x) &&
  isString(x._id) &&
  isString(x.name) &&
  isNumber(x.price) &&
  isNumber(x.stock) &&
  isString(x.imageUrl) &&
  isString(x.description) &&
  isString(x.category);

export const isCategoryList: Guard<{ categories: Category[] }> = (x): x is { categories: Category[] } =>
  isObject(x) &&
  Array.isArray(x.categories) &&
  x.categories.every((c) => isObject(c) && isString(c.name) && isString(c.slug) && isNumber(c.count));

export const arrayOf =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (x): x is T[] =>
    Array.isArray(x) && x.every(guard);

export const isProductList: Guard<ProductListResponse> = (x): x is ProductListResponse =>
  isObject(x) && arrayOf(isProduct)(x.products) && isNumber(x.totalPages) && isNumber(x.page) && isNumber(x.total);

export const isSearchSuggestions: Guard<SearchSuggestions> = (x): x is SearchSuggestions =>
  isObject(x) &&
  arrayOf(isString)(x.searches) &&
  arrayOf((c): c is Category => isObject(c) && isString(c.name) && isString(c.slug))(x.categories) &&
  arrayOf((p): p is SearchSuggestions['products'][number] => isObject(p) && isString(p._id) && isString(p.name) && isNumber(p.price))(
    x.products,
  );
export const isUser: Guard<User> = (x): x is User =>
  isObject(x) && isString(x._id) && isString(x.name) && isString(x.email) && isBoolean(x.isAdmin) && isObject(x.address);

export const isLoginResponse: Guard<LoginResponse> = (x): x is LoginResponse =>
  isObject(x) && isString(x.token) && isObject(x.user) && isString(x.user._id) && isBoolean(x.user.isAdmin) && isString(x.user.name);

export const isRegisterResponse: Guard<RegisterResponse> = (x): x is RegisterResponse =>
  isObject(x) && isString(x.message) && isUser(x.user);

/** A cart line as the cart service gives it (and as the browser keeps a copy of it): anything else in
 * storage, e.g. written by another version or by hand, is left out rather than breaking the page. */
export const isCartItem: Guard<CartItem> = (x): x is CartItem =>
  isObject(x) &&
  isString(x.productId) &&
  isString(x._id) &&
  isString(x.name) &&
  isNumber(x.price) &&
  x.price >= 0 &&
  Number.isInteger(x.quantity) &&
  (x.quantity as number) > 0 &&
  isString(x.imageUrl) &&
  Number.isInteger(x.stock);

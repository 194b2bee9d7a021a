import { findProvince, normalisePostalCode, postalCodeFitsProvince, type ProvinceCode } from './canada';
import type { ErrorCode, ErrorValues } from './errors';

/** One part of an address that is wrong, by its field and its code. */
export interface AddressPartProblem {
  field: 'province' | 'postalCode';
  code: ErrorCode;
  values?: ErrorValues;
}

/** A province and a postal code as given, checked together because the province decides the tax: each
 * part that is given must be real, and the postal code must be in the province (a Montréal code is not
 * in Ontario). A blank part is not a problem here; whether it may be blank is the caller's rule.
 * Answers the parts written the usual way ("ON", "M5H 2N2") and what is wrong. */
export function checkProvinceAndPostalCode(given: { province: string; postalCode: string }): {
  province?: ProvinceCode;
  postalCode?: string;
  problems: AddressPartProblem[];
} {
  const problems: AddressPartProblem[] = [];
  const postalCode = given.postalCode ? normalisePostalCode(given.postalCode) : undefined;
  if (given.postalCode && !postalCode) problems.push({ field: 'postalCode', code: 'address.postalCode.format' });
  const province = given.province ? findProvince(given.province) : undefined;
  if (given.province && !province) {
    problems.push({ field: 'province', code: 'address.province.unknown', values: { province: given.province } });
  }
  if (postalCode && province && !postalCodeFitsProvince(postalCode, province.code)) {
    problems.push({ field: 'postalCode', code: 'address.postalCode.province', values: { postalCode } });
  }
  return { province: province?.code, postalCode, problems };
}

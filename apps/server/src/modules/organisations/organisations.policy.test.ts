import { describe, expect, it } from 'vitest';
import {
  canSwitchDistrict,
  canSwitchSchool,
  type FeatureAdmin,
  resolveFeature,
} from './organisations.policy.js';

const districtAdmin: FeatureAdmin = {
  userType: 'C',
  organisationId: 1,
  districtId: 1,
  schoolIds: [2, 3],
};
const schoolAdmin: FeatureAdmin = {
  userType: 'C',
  organisationId: 2,
  districtId: 1,
  schoolIds: [2],
};

describe('canSwitchDistrict', () => {
  it("lets the district's administrator switch it and nobody of a school", () => {
    expect(canSwitchDistrict(districtAdmin)).toBe(true);
    expect(canSwitchDistrict(schoolAdmin)).toBe(false);
    expect(canSwitchDistrict({ ...districtAdmin, userType: 'T' })).toBe(false);
    expect(canSwitchDistrict({ ...schoolAdmin, districtId: null })).toBe(false);
  });
});

describe('canSwitchSchool', () => {
  it('lets an administrator switch the schools they manage only', () => {
    expect(canSwitchSchool(districtAdmin, 3)).toBe(true);
    expect(canSwitchSchool(schoolAdmin, 2)).toBe(true);
    expect(canSwitchSchool(schoolAdmin, 3)).toBe(false);
    expect(canSwitchSchool(districtAdmin, 9)).toBe(false);
    expect(canSwitchSchool({ ...schoolAdmin, userType: 'S' }, 2)).toBe(false);
  });
});

describe('resolveFeature', () => {
  it("takes the school's own value first, even when it is off", () => {
    expect(resolveFeature({ own: false, district: true })).toEqual({
      enabled: false,
      source: 'school',
    });
    expect(resolveFeature({ own: true, district: undefined })).toEqual({
      enabled: true,
      source: 'school',
    });
  });

  it("inherits the district's value, and is off where neither is set", () => {
    expect(resolveFeature({ own: undefined, district: true })).toEqual({
      enabled: true,
      source: 'district',
    });
    expect(resolveFeature({ own: undefined, district: undefined })).toEqual({
      enabled: false,
      source: 'default',
    });
  });
});

import type { DistrictFeatures, SchoolFeature } from '../api/get-feature-settings';

const onOff = (enabled: boolean) => (enabled ? 'On' : 'Off');

/** A school's value and where it comes from, in words: "Off · this school's own setting". */
export function schoolFeatureWords(feature: SchoolFeature): string {
  switch (feature.source) {
    case 'school':
      return `${onOff(feature.enabled)} · this school's own setting`;
    case 'district':
      return `${onOff(feature.enabled)} · inherited from the district`;
    case 'default':
      return `${onOff(feature.enabled)} · not set anywhere`;
  }
}

/** The district's value in words, for those who may switch it and those who may not. */
export function districtFeatureWords(feature: DistrictFeatures['features'][number]): string {
  return feature.source === 'default'
    ? 'Off · not set, so off for schools without their own setting'
    : `${onOff(feature.enabled)} for schools without their own setting`;
}

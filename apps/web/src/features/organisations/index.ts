/** What other features and the app may use of organisations: the feature map and the pages. */
export { type FeatureMap, useOrganisationFeatures } from './api/get-features';
export { FEATURES_PATH } from './paths';
export { organisationsRoutes } from './routes';

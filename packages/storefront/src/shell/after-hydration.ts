/**
 * What every page imports at its first idle moment after hydration, as one chunk (issue 16): the session runtime, the
 * session read of the customer data and the tracking code were three chunks that loaded one after the other, and on
 * a phone each script is a request, a compile and an evaluation of its own. Each importer takes its part of it.
 */
export { default as SessionRuntime } from './session-runtime.tsx';
export * as customerDataCalls from '@shop/api-client/shop/customer-data';
export { TrackingIsland } from '../tracking/tracking-island.tsx';

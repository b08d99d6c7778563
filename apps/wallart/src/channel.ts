export { wallart as channel } from '@shop/config/channels/wallart';

export { kartenliebe as channel } from '@shop/config/channels/kartenliebe';

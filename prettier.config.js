export { default } from '@shop/config/prettier';

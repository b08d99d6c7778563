/** Request header of the channel server's own request for the 404 document; the proxy rewrites it to the 404 page. */
export const NOT_FOUND_RENDER_HEADER = 'x-shop-render-not-found';
/** Response header the proxy puts on its rewrites to the 404 page: the channel server answers them with 404. */
export const NOT_FOUND_STATUS_HEADER = 'x-shop-status';

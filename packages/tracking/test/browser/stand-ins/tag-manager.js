// Stand-in for the tag manager: reports the data layer it finds (in one request, so the order is
// the page's order) and every later push.
(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  function send(entries) {
    fetch('/collect/tag-manager', { method: 'POST', body: JSON.stringify(entries), keepalive: true });
  }
  send(layer.slice());
  var push = layer.push;
  layer.push = function () {
    send(Array.prototype.slice.call(arguments));
    return push.apply(layer, arguments);
  };
})();

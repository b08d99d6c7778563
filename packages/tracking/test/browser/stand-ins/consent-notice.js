// Stand-in for the consent provider's notice: its own two buttons, announcing the decision the way
// the shop's provider adapter does (the `shop:consent` window event).
(function () {
  var box = document.createElement('div');
  box.id = 'provider-notice';
  box.style.position = 'fixed';
  box.style.top = '0';
  ['GRANTED', 'DECLINED'].forEach(function (status) {
    var button = document.createElement('button');
    button.textContent = 'Provider ' + status.toLowerCase();
    button.onclick = function () {
      window.dispatchEvent(new CustomEvent('shop:consent', { detail: { status: status } }));
      box.remove();
    };
    box.append(button);
  });
  document.body.append(box);
})();

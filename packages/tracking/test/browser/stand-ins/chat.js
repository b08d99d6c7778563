// Stand-in for the chat widget: a global with open / close that reports its calls.
(function () {
  function report(call) {
    fetch('/collect/chat', { method: 'POST', body: JSON.stringify([call]), keepalive: true });
  }
  window.Chat = {
    open: function () {
      report('open');
    },
    close: function () {
      report('close');
    },
  };
})();

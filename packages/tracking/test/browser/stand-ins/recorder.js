// Stand-in for the session recorder: its global appears a little after the script has run (as the
// real ones do after their own bootstrap), and it reports the calls it receives, batched in order.
(function () {
  var calls = [];
  var scheduled = false;
  function flush() {
    scheduled = false;
    fetch('/collect/recorder', { method: 'POST', body: JSON.stringify(calls.splice(0)), keepalive: true });
  }
  setTimeout(function () {
    window.rec = function () {
      calls.push(Array.prototype.slice.call(arguments));
      if (!scheduled) {
        scheduled = true;
        setTimeout(flush, 0);
      }
    };
  }, 300);
})();

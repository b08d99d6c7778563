// Stand-in for the logging / RUM script: a browser-logs style global that reports what it gets.
(function () {
  var calls = [];
  var scheduled = false;
  function record(call) {
    calls.push(call);
    if (!scheduled) {
      scheduled = true;
      setTimeout(function () {
        scheduled = false;
        fetch('/collect/rum', { method: 'POST', body: JSON.stringify(calls.splice(0)), keepalive: true });
      }, 0);
    }
  }
  window.DD_LOGS = {
    init: function (options) {
      record(['init', options]);
    },
    addError: function (error) {
      record(['addError', String(error && error.message ? error.message : error)]);
    },
    logger: {
      error: function (message) {
        record(['error', message]);
      },
      warn: function (message) {
        record(['warn', message]);
      },
    },
  };
})();

/**
 * The browser side of the local humanity provider, shaped like reCAPTCHA v3 so the client's
 * bot-protection code needs no second path: `ready(callback)` and `execute(siteKey, {action})`
 * resolving to a token. It finds the API through its own script URL.
 */
export const HUMANITY_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : window.location.origin;
  var humanity = {
    ready: function (callback) {
      Promise.resolve().then(callback);
    },
    execute: function (siteKey, options) {
      var action = (options && options.action) || 'default';
      return fetch(origin + '/humanity/tokens', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ siteKey: siteKey, action: action }),
        credentials: 'omit'
      })
        .then(function (response) {
          if (!response.ok) throw new Error('Humanity check failed: ' + response.status);
          return response.json();
        })
        .then(function (body) {
          return body.payload.token;
        });
    }
  };
  window.humanity = humanity;
  if (!window.grecaptcha) window.grecaptcha = humanity;
})();
`;

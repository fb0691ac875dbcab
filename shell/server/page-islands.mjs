// A public page for a signed-out visitor is server HTML that needs almost no script: links are page loads, and
// the only widgets used without a form are the header's menu and theme toggle. This file's `pageIslands` runs
// inline at the end of such a page instead of the application's scripts: it works those widgets itself, keeps
// the header's scrolled look, counts a profile view, and starts the application (the shell's scripts, which
// hydrate the page) at the first sign the visitor needs it: a stored session, a sign-in or override in the
// URL, or a pointer or focus on a form control or a button that is not one of its own. What the visitor did
// before the application took over (text typed, a choice made, a button pressed, a form sent) is handed to it
// once the page's region is hydrated, so nothing is lost and nothing happens twice.
//
// `pageIslands` is serialised into the page (Function.prototype.toString), so it uses nothing from outside
// its own body and its options. It must not throw on odd pages: every widget is optional.

/**
 * @typedef {object} IslandOptions
 * @property {string[]} scripts  the shell's scripts, in order
 * @property {string[]} preloads  scripts to fetch alongside them (the boot chunks)
 * @property {boolean} region  whether the page has a remote's region (its hydration is awaited before the hand-over)
 * @property {{ islands: string, hydrating: string, regionHydrated: string }} attributes  on <html>
 * @property {string} startEvent  dispatched on document by a tool or test, starts the application
 * @property {string[]} startStorageKeys  localStorage keys whose presence needs the application at once (a session, overrides)
 * @property {string[]} startUrlParams  query or hash parameters that need it at once (a sign-in callback, an override)
 * @property {string} themeStorageKey
 * @property {string} darkSchemeQuery
 * @property {Record<string, { label: string, title: string, next: string }>} themes  the toggle's cycle and texts
 * @property {number} scrolledThreshold  px after which the header is data-scrolled
 * @property {{ attribute: string, visitorKeyStorageKey: string, configGlobal: string }} views  profile views to count
 */

/** @param {IslandOptions} o */
export function pageIslands(o) {
  var doc = document;
  var root = doc.documentElement;
  var started = false;

  function startApplication() {
    if (started) return;
    started = true;
    o.preloads.forEach(function (href) {
      var link = doc.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      doc.head.appendChild(link);
    });
    o.scripts.forEach(function (src) {
      var script = doc.createElement('script');
      script.src = src;
      script.async = false;
      doc.head.appendChild(script);
    });
  }

  function storage() {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  }

  /**
   * Whether a loading state is the fallback of a part whose content the server has sent already: React's
   * streamed markup shows it on one of its next frames (it marks the boundary's opening comment `$~` until
   * then). A fallback of a part the server never finished keeps `$?`.
   */
  function revealPending(element) {
    for (var node = element; node && node !== root; node = node.parentNode)
      for (var sibling = node.previousSibling; sibling; sibling = sibling.previousSibling) {
        if (sibling.nodeType === 8 && sibling.data === '/$') break;
        if (sibling.nodeName === 'TEMPLATE') {
          var marker = sibling.previousSibling;
          if (marker && marker.nodeType === 8 && marker.data === '$~') return true;
          break;
        }
      }
    return false;
  }
  /**
   * A part the server left loading (data only the browser reads) shows nothing until the application runs.
   * The region's own skeleton does not count: with this script on the page the server rendered the region,
   * and a region that streamed in late replaces its skeleton itself.
   */
  function leftLoading() {
    return Array.prototype.some.call(doc.querySelectorAll('#root [aria-busy="true"]:not([data-region-fallback])'), function (element) {
      return !revealPending(element);
    });
  }

  function needsApplicationNow() {
    if (leftLoading()) return true;
    var store = storage();
    try {
      if (!store) return true;
      for (var i = 0; i < o.startStorageKeys.length; i++) if (store.getItem(o.startStorageKeys[i]) !== null) return true;
    } catch {
      return true;
    }
    var params = new URLSearchParams(location.search);
    new URLSearchParams(location.hash.replace(/^#/, '')).forEach(function (value, name) {
      params.set(name, value);
    });
    return o.startUrlParams.some(function (name) {
      return params.has(name);
    });
  }

  if (needsApplicationNow()) {
    startApplication();
    return;
  }
  // What React reveals later may hold a part left loading of its own.
  var revealed = new MutationObserver(function () {
    if (started) revealed.disconnect();
    else if (leftLoading()) {
      revealed.disconnect();
      startApplication();
    }
  });
  var appRoot = doc.getElementById('root');
  if (appRoot) revealed.observe(appRoot, { childList: true, subtree: true });

  var hydrating = function () {
    return root.hasAttribute(o.attributes.hydrating);
  };
  var ready = function () {
    return hydrating() && (!o.region || root.hasAttribute(o.attributes.regionHydrated));
  };
  var each = function (selector, fn) {
    Array.prototype.forEach.call(doc.querySelectorAll(selector), fn);
  };
  var islandOf = function (target) {
    return target instanceof Element ? target.closest('[data-island]') : null;
  };
  var plainLink = function (target) {
    var link = target instanceof Element ? target.closest('a[href]') : null;
    return !!link && !link.hasAttribute('download') && (!link.target || link.target === '_self');
  };
  var CONTROL =
    'input,select,textarea,button,[contenteditable=""],[contenteditable="true"],[role=button],[role=tab],[role=checkbox],[role=switch]';
  /** The control the event is on, when it needs the application (not an island, not a plain link). */
  var controlOf = function (target) {
    if (!(target instanceof Element) || islandOf(target) || plainLink(target)) return null;
    return target.closest(CONTROL);
  };

  // The theme toggle: the stored preference, the page's data-theme and the buttons' label and icon.
  var darkQuery = typeof window.matchMedia === 'function' ? window.matchMedia(o.darkSchemeQuery) : null;
  var preference = 'system';
  try {
    var stored = storage() && storage().getItem(o.themeStorageKey);
    // a bare preference, or an older JSON envelope ({"state":{"preference":"dark"}})
    if (stored && !o.themes[stored]) stored = (JSON.parse(stored).state || {}).preference;
    if (stored && o.themes[stored]) preference = stored;
  } catch {
    /* unreadable: the system's */
  }
  function applyTheme() {
    var mode = preference === 'system' ? (darkQuery && darkQuery.matches ? 'dark' : 'light') : preference;
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
    each('[data-island="theme-toggle"]', function (button) {
      button.setAttribute('data-theme-preference', preference);
      button.setAttribute('aria-label', o.themes[preference].label);
      button.setAttribute('title', o.themes[preference].title);
    });
  }
  if (darkQuery && darkQuery.addEventListener)
    darkQuery.addEventListener('change', function () {
      if (!hydrating()) applyTheme();
    });
  applyTheme();

  // The mobile menu: open, close (button, scrim, Escape), focus in and back.
  function setMenu(open) {
    var drawer = doc.querySelector('[data-island="menu"]');
    if (!drawer) return;
    drawer.setAttribute('data-open', String(open));
    drawer.setAttribute('aria-hidden', String(!open));
    each('[data-island="menu-scrim"]', function (scrim) {
      scrim.hidden = !open;
    });
    each('[data-island="menu-open"]', function (button) {
      button.setAttribute('aria-expanded', String(open));
    });
    var focusTarget = open ? drawer.querySelector('[data-island="menu-close"]') : doc.querySelector('[data-island="menu-open"]');
    if (focusTarget) focusTarget.focus();
  }
  // The skip link moves the focus into <main> without a #fragment in the URL, as the application's does.
  function skipTo(id, event) {
    var target = doc.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.setAttribute('tabindex', '-1');
    target.addEventListener(
      'blur',
      function () {
        target.removeAttribute('tabindex');
      },
      { once: true },
    );
    target.focus();
  }
  var menuOpen = function () {
    var drawer = doc.querySelector('[data-island="menu"]');
    return !!drawer && drawer.getAttribute('data-open') === 'true';
  };

  // The header turns translucent once the page is scrolled.
  var header = doc.querySelector('[data-island="header"]');
  function onScroll() {
    if (header && !hydrating()) header.setAttribute('data-scrolled', String(window.scrollY > o.scrolledThreshold));
  }
  window.addEventListener('scroll', onScroll, { passive: true });
  // A page that may start scrolled (reload, Back or Forward, a link to a place in it) is looked at once it has
  // loaded: reading the scroll position while the page is still arriving forces a layout of the whole page,
  // the longest task of a first visit on a slow phone. A plain visit starts at the top.
  window.addEventListener('load', function () {
    var navigation = performance.getEntriesByType && performance.getEntriesByType('navigation')[0];
    if (location.hash || !navigation || navigation.type !== 'navigate') onScroll();
  });

  // What the visitor did before React took over is handed to it once the element is React's: the values of
  // fields (kept as they were typed: React's first render after hydration puts its own values back into the
  // fields) and the last press of a button or submission of a form. React takes an event on an element it has
  // not hydrated only if it can hydrate it on the spot; otherwise it drops the event at the page's root, so an
  // event that bubbles back up to the document once the application runs was React's.
  var values = new Map();
  var pending = null;
  /**
   * Whether React has hydrated the element: it keeps its fiber on the node under a `__reactFiber$` key. A part
   * of the region that loads its own code (a lazy form) hydrates after the region itself.
   */
  function isReacts(element) {
    return (
      !element.isConnected ||
      Object.keys(element).some(function (key) {
        return key.indexOf('__reactFiber$') === 0;
      })
    );
  }
  function isField(element) {
    return (
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement ||
      (element instanceof HTMLInputElement && element.type !== 'file')
    );
  }
  function valueOf(field) {
    return field.type === 'checkbox' || field.type === 'radio' ? { checked: field.checked } : { value: field.value };
  }
  /** A field typed into before this script ran, noted as if its events had been seen. */
  function changedOnArrival(field) {
    if (field instanceof HTMLSelectElement)
      return Array.prototype.some.call(field.options, function (option) {
        return option.selected !== option.defaultSelected;
      });
    return field.type === 'checkbox' || field.type === 'radio'
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;
  }
  each('#root input, #root select, #root textarea', function (field) {
    if (isField(field) && changedOnArrival(field)) values.set(field, valueOf(field));
  });
  function noteField(event) {
    var field = event.target;
    if (isField(field) && !islandOf(field) && !isReacts(field)) values.set(field, valueOf(field));
  }
  function fieldAnswered(event) {
    if (hydrating()) values.delete(event.target);
  }
  /**
   * Makes React see the value in two events. The first, with the value React knows (the field's default,
   * which React keeps equal to its own), makes React hydrate the field if it has not yet and leaves React's
   * change tracker at that value. The second carries the visitor's value, set through the prototype's setter
   * so the tracker does not see it: React takes it as a change.
   */
  function handOver(entry, field) {
    if (!field.isConnected) return;
    if (field instanceof HTMLSelectElement) {
      Array.prototype.forEach.call(field.options, function (option) {
        option.selected = option.defaultSelected;
      });
      field.dispatchEvent(new Event('change', { bubbles: true }));
      field.value = entry.value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if ('checked' in entry) {
      field.checked = field.defaultChecked;
      field.dispatchEvent(new Event('click', { bubbles: true }));
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked').set.call(field, entry.checked);
      field.dispatchEvent(new Event('click', { bubbles: true }));
    } else {
      field.value = field.defaultValue;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, entry.value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  function handOverAll() {
    var noted = values;
    values = new Map();
    noted.forEach(handOver);
    var action = pending;
    pending = null;
    if (!action) return;
    if (action.button && action.button.isConnected) action.button.click();
    else if (action.form && action.form.isConnected) action.form.requestSubmit(action.submitter || undefined);
  }
  /**
   * After React's pending work: a hydrated form registers its fields in effects that React runs in a task of its
   * own after the commit, and a value handed over before that is forgotten when the field registers.
   */
  function whenIdle(fn) {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 1000 });
    else setTimeout(fn, 50);
  }
  /** Once the region is hydrated, waits (10 s at most) until what is handed over is React's, then hands it over. */
  var waiting = false;
  function scheduleHandOver() {
    if (waiting || !ready() || (values.size === 0 && !pending)) return;
    waiting = true;
    var until = Date.now() + 10000;
    (function check() {
      var targets = Array.from(values.keys());
      if (pending) targets.push(pending.button || pending.form);
      if (targets.every(isReacts) || Date.now() > until) {
        waiting = false;
        whenIdle(handOverAll);
      } else requestAnimationFrame(check);
    })();
  }
  new MutationObserver(scheduleHandOver).observe(root, {
    attributes: true,
    attributeFilter: [o.attributes.hydrating, o.attributes.regionHydrated],
  });

  function intent(event) {
    if (!hydrating() && controlOf(event.target)) startApplication();
  }
  ['pointerdown', 'focusin'].forEach(function (type) {
    doc.addEventListener(type, intent, true);
  });
  doc.addEventListener('pointerover', function (event) {
    if (event.pointerType === 'mouse') intent(event);
  });
  doc.addEventListener(
    'keydown',
    function (event) {
      if (hydrating()) return;
      if (event.key === 'Escape' && menuOpen()) setMenu(false);
      else if (event.key !== 'Tab' && event.key !== 'Shift' && event.key !== 'Escape') intent(event);
    },
    true,
  );
  ['input', 'change'].forEach(function (type) {
    doc.addEventListener(type, noteField, true);
    doc.addEventListener(type, fieldAnswered);
  });
  // Once React has hydrated a field it writes its own value (empty) back until the hand-over. A keystroke in
  // that moment goes onto the visitor's text, put back first; React takes the result as the field's change.
  doc.addEventListener(
    'beforeinput',
    function (event) {
      var field = event.target;
      var entry = values.get(field);
      if (!entry || !('value' in entry) || !isReacts(field)) return;
      values.delete(field);
      field.value = entry.value;
    },
    true,
  );

  function noteAction(action, target) {
    if (isReacts(target)) return;
    startApplication();
    action.unanswered = hydrating();
    pending = action;
    scheduleHandOver();
  }
  function actionAnswered(event) {
    var target = pending && (pending.button || pending.form);
    if (pending && pending.unanswered && target.contains(event.target)) pending = null;
  }
  doc.addEventListener(
    'click',
    function (event) {
      var island = islandOf(event.target);
      if (island && !hydrating()) {
        var role = island.getAttribute('data-island');
        if (role === 'skip-link') skipTo(island.getAttribute('href').slice(1), event);
        else if (role === 'menu-open') setMenu(true);
        else if (role === 'menu-close' || role === 'menu-scrim') setMenu(false);
        else if (role === 'theme-toggle') {
          preference = o.themes[preference].next;
          try {
            storage().setItem(o.themeStorageKey, preference);
          } catch {
            /* not remembered */
          }
          applyTheme();
        }
        return;
      }
      var control = controlOf(event.target);
      var button = control && control.closest('button,input[type=submit],input[type=button],[role=button],[role=tab]');
      if (button) noteAction({ button: button }, button);
    },
    true,
  );
  doc.addEventListener('click', actionAnswered);
  // The page's form guard stops every native submission; one React did not take is made again. A form React
  // already owns gets what was typed into it first, so the submission React handles carries it.
  doc.addEventListener(
    'submit',
    function (event) {
      values.forEach(function (entry, field) {
        if (event.target.contains(field) && isReacts(field)) {
          values.delete(field);
          handOver(entry, field);
        }
      });
      if (pending && pending.button && pending.button === event.submitter) return;
      noteAction({ form: event.target, submitter: event.submitter }, event.target);
    },
    true,
  );
  doc.addEventListener('submit', actionAnswered);

  // A profile's view is counted as the application would count a signed-out visitor's (one key per browser).
  each('[' + o.views.attribute + ']', function (element) {
    var value = element.getAttribute(o.views.attribute) || '';
    var split = value.indexOf(':');
    var config = window[o.views.configGlobal];
    if (split < 0 || !config || !window.crypto || !crypto.randomUUID) return;
    var key = null;
    try {
      key = storage().getItem(o.views.visitorKeyStorageKey);
      if (!key || !/^[0-9a-f-]{36}$/i.test(key)) {
        key = crypto.randomUUID();
        storage().setItem(o.views.visitorKeyStorageKey, key);
      }
    } catch {
      return;
    }
    fetch(config.supabaseUrl + '/rest/v1/rpc/record_view', {
      method: 'POST',
      keepalive: true,
      headers: { apikey: config.supabaseAnonKey, Authorization: 'Bearer ' + config.supabaseAnonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ item_kind: value.slice(0, split), item_id: value.slice(split + 1), visitor_key: key }),
    }).catch(function () {
      /* a view not counted never disturbs the page */
    });
  });

  // A page reached by a link on this site starts where the application's route changes start: at its h1
  // (not on a reload, Back or Forward, or a link to a place in the page). The navigation's entry is complete
  // once the document is parsed. A region that streamed in after the page's frame shows its h1 when React
  // reveals it, a frame or two later.
  function focusHeading() {
    var heading = doc.querySelector('main h1');
    if (!heading) return false;
    // not when the visitor has moved the focus already
    if (hydrating() || (doc.activeElement && doc.activeElement !== doc.body)) return true;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  }
  doc.addEventListener('DOMContentLoaded', function () {
    try {
      var navigation = performance.getEntriesByType('navigation')[0];
      var from = doc.referrer ? new URL(doc.referrer) : null;
      var linked = from && from.origin === location.origin && from.pathname !== location.pathname && !location.hash;
      if (!linked || !navigation || navigation.type !== 'navigate' || focusHeading()) return;
      var revealing = new MutationObserver(function () {
        if (focusHeading()) revealing.disconnect();
      });
      revealing.observe(doc.body, { childList: true, subtree: true });
      setTimeout(function () {
        revealing.disconnect();
      }, 10000);
    } catch {
      /* the focus stays where the browser puts it */
    }
  });

  // A field focused before this script ran (the page was still arriving) is a need of the application too.
  if (controlOf(doc.activeElement)) startApplication();

  // Tools and tests may ask for the application without a gesture.
  doc.addEventListener(o.startEvent, startApplication);
  root.setAttribute(o.attributes.islands, 'ready');
}

/**
 * The inline script for a page: `pageIslands` called with its options (HTML-safe JSON).
 * @param {IslandOptions} options
 */
export function pageIslandsScript(options) {
  const json = JSON.stringify(options)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `(${pageIslands.toString()})(${json})`;
}

/**
 * The shell's script URLs and preload hrefs out of the built page's script tags (parseTemplate's `scripts`).
 * @param {string} scriptTags
 */
export function bootScriptsOf(scriptTags) {
  const attr = (tag, name) =>
    tag
      .match(new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`))
      ?.slice(1)
      .find((v) => v !== undefined);
  const tags = scriptTags.match(/<script\b[^>]*>|<link\b[^>]*>/g) ?? [];
  return {
    scripts: tags.filter((tag) => tag.startsWith('<script')).map((tag) => attr(tag, 'src')),
    preloads: tags.filter((tag) => tag.startsWith('<link')).map((tag) => attr(tag, 'href')),
  };
}

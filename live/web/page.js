// The live page: renders the state (standings, then the sheet) with
// textContent only, and follows the server's events. No data ever
// becomes markup.
"use strict";
(function () {
  var main = document.getElementById("main");
  var status = document.getElementById("status");
  var shown = -1;

  function el(tag, text, cls) {
    var e = document.createElement(tag);
    if (text !== undefined && text !== null) e.textContent = String(text);
    if (cls) e.className = cls;
    return e;
  }

  function clear(e) {
    while (e.firstChild) e.removeChild(e.firstChild);
  }

  function standings(s) {
    var table = document.getElementById("standings");
    var body = table.querySelector("tbody");
    clear(body);
    s.standings.forEach(function (x) {
      var tr = el("tr", null, x.rank === 1 ? "first" : "");
      tr.appendChild(el("td", x.rank + ".", "num"));
      var name = el("td", null, "name");
      name.appendChild(el("span", x.name));
      if (x.winner) {
        // a mark and a word, never a colour alone
        name.appendChild(document.createTextNode(" "));
        name.appendChild(el("span", "★ " + table.dataset.winner, "winner"));
      }
      tr.appendChild(name);
      tr.appendChild(el("td", x.total, "num total"));
      body.appendChild(tr);
    });
  }

  function sheet(s) {
    var t = document.getElementById("sheet");
    var head = t.querySelector("thead"), body = t.querySelector("tbody");
    clear(head);
    clear(body);
    var n = s.cols.length;
    var names = el("tr");
    names.appendChild(el("th", t.dataset.round, "head"));
    s.players.forEach(function (p) {
      var th = el("th", p, "player");
      th.colSpan = n;
      names.appendChild(th);
    });
    head.appendChild(names);
    var cols = el("tr");
    cols.appendChild(el("th", "", "head"));
    s.players.forEach(function () {
      s.cols.forEach(function (c, i) {
        cols.appendChild(el("th", c, "col" + (i === 0 ? " first" : "")));
      });
    });
    head.appendChild(cols);
    s.rows.forEach(function (r) {
      var tr = el("tr");
      tr.appendChild(el("th", r.head, "head"));
      r.cells.forEach(function (cells) {
        cells.forEach(function (c, i) {
          var cls = "num" + (i === 0 ? " first" : "") + (s.hasTotal && i === n - 1 ? " total" : "");
          tr.appendChild(el("td", c, cls));
        });
      });
      body.appendChild(tr);
    });
    document.getElementById("legend").textContent = s.legend || "";
  }

  // totals: every player's running total after each round, side by
  // side (the sheet's last column), readable on a phone
  function totals(s) {
    var section = document.getElementById("totals-section");
    section.hidden = !s.hasTotal || s.rows.length === 0;
    if (section.hidden) return;
    var t = document.getElementById("totals");
    var head = t.querySelector("thead"), body = t.querySelector("tbody");
    clear(head);
    clear(body);
    var names = el("tr");
    names.appendChild(el("th", document.getElementById("sheet").dataset.round, "head"));
    s.players.forEach(function (p) {
      names.appendChild(el("th", p, "player"));
    });
    head.appendChild(names);
    s.rows.slice().reverse().forEach(function (r) {
      var tr = el("tr");
      tr.appendChild(el("th", r.head, "head"));
      r.totals.forEach(function (c) {
        tr.appendChild(el("td", c, "num total"));
      });
      body.appendChild(tr);
    });
  }

  function render(s) {
    document.getElementById("game").textContent = s.game;
    standings(s);
    totals(s);
    sheet(s);
    main.dataset.revision = String(s.revision);
    setStatus(s.over ? "over" : "live");
  }

  function setStatus(what) {
    status.className = what;
    status.textContent = status.dataset[what];
  }

  function show(text) {
    try {
      render(JSON.parse(text));
    } catch (e) {
      /* a bad state is not shown; the next one will be */
    }
  }

  show(main.dataset.state);

  if (!window.EventSource) return;
  var over = false, ended = false, es = null;
  var events = location.pathname.replace(/\/$/, "") + "/events";

  // the table stopped sharing: say so, and stop asking
  function stop() {
    ended = true;
    if (es) es.close();
    setStatus("ended");
  }

  // the server answered without a stream: a share it does not know (404,
  // a share stopped, a restarted serve) has ended; anything else (full,
  // or the network) is tried again
  function check() {
    fetch(location.pathname.replace(/\/$/, "") + "/sheet.json", { cache: "no-store" }).then(
      function (r) {
        if (r.status === 404) stop();
        else setTimeout(connect, 5000);
      },
      function () {
        setTimeout(connect, 5000);
      }
    );
  }

  function connect() {
    if (ended) return;
    es = new EventSource(events);
    es.onmessage = function (ev) {
      var id = Number(ev.lastEventId);
      if (id === shown) return;
      shown = id;
      show(ev.data);
      over = status.className === "over";
    };
    es.addEventListener("ended", stop);
    es.onerror = function () {
      if (ended) return;
      setStatus("lost");
      if (es.readyState === EventSource.CLOSED) check();
    };
    es.onopen = function () {
      setStatus(over ? "over" : "live");
    };
  }
  connect();
})();

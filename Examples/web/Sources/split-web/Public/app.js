"use strict";
// The mail page. It reports what the person did — a width, a click, a back or forward, the URL
// it was opened at — to its session on the server, and draws the change lists the session
// answers. It never decides navigation: which columns show, what each shows, and what the
// address bar says all come from the server's NavigationStore (see docs/web.md).

const COLUMNS = ["primary", "supplementary", "detail"];
const page = {
  socket: null,
  nextID: 1,
  pending: new Map(),     // message id → event name, until its answer arrives
  waiting: [],            // messages sent before the socket opened
  model: null,            // the presentation, as the change lists build it
  resyncs: 0,             // times a change list did not give the server's summary
  overlay: false,         // the revealable sidebar shown over the columns
  sentWidth: 0,
  shownTops: {},          // column → the child id drawn last, to animate only what changed
};

const split = document.getElementById("split");
const backButton = document.getElementById("back");
const revealButton = document.getElementById("reveal");
const statusLine = document.getElementById("status");
const errorLine = document.getElementById("error");

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${location.host}/ws`);
  page.socket = socket;
  socket.addEventListener("open", () => {
    setStatus("open", "");
    page.sentWidth = Math.round(window.innerWidth);
    sendNow({ event: "hello", link: location.pathname + location.search, width: page.sentWidth });
  });
  socket.addEventListener("message", (message) => receive(JSON.parse(message.data)));
  socket.addEventListener("close", () => setStatus("closed", "disconnected — reload to reconnect"));
}

function send(message) {
  if (page.socket && page.socket.readyState === WebSocket.OPEN && page.model) sendNow(message);
  else page.waiting.push(message);
}

function sendNow(message) {
  message.id = page.nextID++;
  page.pending.set(message.id, message.event);
  document.body.dataset.pending = String(page.pending.size);
  page.socket.send(JSON.stringify(message));
}

function receive(answer) {
  if (answer.reply !== undefined) page.pending.delete(answer.reply);
  if (answer.presentation) {
    page.model = modelFrom(answer.presentation);
  } else if (answer.changes && page.model) {
    for (const change of answer.changes) apply(page.model, change);
  }
  if (answer.summary && page.model && !matches(page.model, answer.summary)) {
    page.resyncs += 1;
    document.body.dataset.resyncs = String(page.resyncs);
    sendNow({ event: "presentation" });
  }
  if (answer.link) followHistory(answer.link, answer.history);
  if (answer.ok === false && answer.error) showError(answer.error);
  else if (answer.changes || answer.presentation) showError(null);
  if (answer.recording !== undefined) openViewer(answer.recording);
  if (answer.sequence !== undefined) document.body.dataset.sequence = String(answer.sequence);
  document.body.dataset.pending = String(page.pending.size);
  if (page.model) {
    if (answer.changes || answer.presentation) page.overlay = false;
    render();
    document.body.dataset.ready = "true";
    // What the person did while the session was starting.
    for (const message of page.waiting.splice(0)) sendNow(message);
    reportWidth();
  }
}

// The server says what the address bar does: a person's step is a new history entry, a load,
// a back or forward, or a width change rewrites the current one.
function followHistory(link, mode) {
  const here = location.pathname + location.search;
  if (link === here) return;
  if (mode === "push") history.pushState(null, "", link);
  else if (mode === "replace") history.replaceState(null, "", link);
}

// ---- The presentation, kept by applying change lists ----

function modelFrom(presentation) {
  return {
    layout: presentation.layout,
    visible: presentation.visible.slice(),
    stacks: {
      primary: presentation.stacks.primary.slice(),
      supplementary: presentation.stacks.supplementary.slice(),
      detail: presentation.stacks.detail.slice(),
    },
    placeholders: Object.assign({}, presentation.placeholders),
  };
}

// One change, as docs/protocol.md defines them; indices count from the bottom of a stack and
// are valid when the change applies.
function apply(model, change) {
  switch (change.change) {
    case "inserted": model.stacks[change.column].splice(change.index, 0, change.child); break;
    case "removed": model.stacks[change.column].splice(change.index, 1); break;
    case "replaced":
    case "updated": model.stacks[change.column][change.index] = change.child; break;
    case "moved": {
      const [child] = model.stacks[change.from].splice(change.fromIndex, 1);
      model.stacks[change.to].splice(change.toIndex, 0, child);
      break;
    }
    case "placeholder":
      if (change.text === undefined || change.text === null) delete model.placeholders[change.column];
      else model.placeholders[change.column] = change.text;
      break;
    case "layout": model.layout = change.layout; break;
    case "visibleColumns": model.visible = change.columns.slice(); break;
  }
}

function matches(model, summary) {
  if (model.layout !== summary.layout) return false;
  if (model.visible.join() !== summary.visible.join()) return false;
  return COLUMNS.every((column) => {
    const stack = model.stacks[column];
    const top = stack.length ? stack[stack.length - 1].id : 0;
    return stack.length === summary.stacks[column][0] && top === summary.stacks[column][1];
  });
}

// ---- Drawing ----

function shownColumns(model) {
  return model.layout === "compact" ? ["primary"] : model.visible;
}

function render() {
  const model = page.model;
  const shown = shownColumns(model);
  const revealable = model.layout === "compact" ? [] : COLUMNS.slice(0, COLUMNS.indexOf(shown[0]));
  split.dataset.layout = model.layout;
  split.dataset.columns = String(shown.length);
  const compactStack = model.stacks.primary;
  backButton.hidden = !(model.layout === "compact" && compactStack.length > 1);
  revealButton.hidden = !revealable.includes("primary");
  const current = openItems(model);
  for (const section of split.querySelectorAll(".column")) {
    const column = section.dataset.column;
    const overlaid = page.overlay && revealable.includes(column);
    section.hidden = !shown.includes(column) && !overlaid;
    section.classList.toggle("overlay", overlaid);
    if (section.hidden) continue;
    const stack = model.stacks[column];
    const top = stack.length ? stack[stack.length - 1] : null;
    const previous = page.shownTops[column];
    const key = top ? top.id : "placeholder";
    const screen = top ? drawChild(top, current) : drawPlaceholder(model.placeholders[column]);
    if (previous !== undefined && previous !== key) {
      const forward = top && (typeof previous !== "number" || top.id > previous);
      screen.classList.add(forward ? "enter" : "enter-back");
    }
    page.shownTops[column] = key;
    section.replaceChildren(screen);
  }
  const top = model.layout === "compact" ? compactStack[compactStack.length - 1] : null;
  document.getElementById("title").textContent = top ? top.title : "Mail";
}

// The mailbox and message on screen, for highlighting their rows.
function openItems(model) {
  const children = COLUMNS.flatMap((column) => model.stacks[column]);
  const mailbox = children.filter((child) => child.kind === "mailbox").pop();
  const message = children.filter((child) => child.kind === "message").pop();
  return { mailbox: mailbox ? mailbox.mailbox : null, message: message ? message.message : null };
}

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function drawChild(child, current) {
  const screen = element("div", "screen");
  screen.dataset.child = String(child.id);
  screen.dataset.kind = child.kind;
  if (child.kind === "mailboxes") {
    const list = element("ul", "rows");
    for (const row of child.rows) {
      const item = element("li", `row depth-${Math.min(row.depth, 3)}`);
      if (row.hasChildren) item.classList.add("panel");
      if (row.expanded) item.classList.add("expanded");
      if (row.mailbox && row.mailbox === current.mailbox) item.classList.add("current");
      item.dataset.row = String(row.row);
      if (row.mailbox) item.dataset.mailbox = row.mailbox;
      const button = element("button", "", row.title);
      button.type = "button";
      button.addEventListener("click", () => send({ event: "select", child: child.id, row: row.row }));
      item.append(button);
      list.append(item);
    }
    screen.append(element("h2", "", child.title), list);
  } else if (child.kind === "mailbox") {
    const list = element("ul", "items");
    for (const entry of child.items) {
      const item = element("li", "item");
      if (entry.message === current.message) item.classList.add("current");
      item.dataset.message = String(entry.message);
      const button = element("button");
      button.type = "button";
      button.append(element("span", "from", entry.from), element("span", "subject", entry.subject));
      button.addEventListener("click", () => send({ event: "open", message: entry.message }));
      item.append(button);
      list.append(item);
    }
    screen.append(element("h2", "", child.title), list);
  } else if (child.kind === "message") {
    const article = element("article");
    article.dataset.message = String(child.message);
    article.append(element("h2", "", child.title), element("p", "from", `From ${child.from} · ${child.mailbox}`), element("pre", "", child.body));
    screen.append(article);
  } else {
    screen.append(element("p", "placeholder", child.title));
  }
  return screen;
}

function drawPlaceholder(text) {
  const screen = element("div", "screen");
  screen.dataset.kind = "placeholder";
  screen.append(element("p", "placeholder", text || ""));
  return screen;
}

function setStatus(state, text) {
  statusLine.dataset.state = state;
  statusLine.textContent = text;
}

function showError(error) {
  errorLine.hidden = !error;
  errorLine.textContent = error ? `${error.code}: ${error.message}` : "";
  if (error) errorLine.dataset.code = error.code;
}

function openViewer(recording) {
  localStorage.setItem("splitnav-recording", recording);
  window.open("/viewer?source=session", "_blank");
}

// ---- What the person does ----

backButton.addEventListener("click", () => send({ event: "back" }));
revealButton.addEventListener("click", () => { page.overlay = !page.overlay; if (page.model) render(); });
document.getElementById("record").addEventListener("click", () => send({ event: "recording" }));

// The back and forward buttons and the history list: the URL is already the place to be, and
// the session reaches it from wherever it is.
window.addEventListener("popstate", () => send({ event: "reach", link: location.pathname + location.search }));

// The window's width decides how many columns fit; the server maps pixels to a width.
function reportWidth() {
  const width = Math.round(window.innerWidth);
  if (!page.model || width === page.sentWidth) return;
  page.sentWidth = width;
  send({ event: "resize", width });
}
new ResizeObserver(reportWidth).observe(document.documentElement);

connect();

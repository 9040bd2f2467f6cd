"use strict";
// The mail page. It reports what the person did — a width, a click, a back or forward, the URL
// it was opened at, the text of a draft — to its session on the server, and draws the change
// lists the session answers. It never decides navigation: which columns show, what each shows,
// whether a sheet is a card or the whole window, whether it may close, and what the address bar
// says all come from the server's NavigationStore (see docs/web.md).

const COLUMNS = ["primary", "supplementary", "detail"];
const page = {
  socket: null,
  started: false,         // this socket's session has answered its hello
  retryDelay: 0,          // milliseconds before the next reconnection attempt
  retryTimer: null,
  reconnections: 0,       // sessions started again after a dropped socket
  restoreSheet: null,     // the sheet to bring back on the new session: its draft and picker
  restoring: false,       // the messages bringing the sheet back are sent and not all answered
  refillDraft: false,     // the restored sheet's text field takes the draft until all is answered
  helloSequence: 0,       // the session's step number when it started, and the address it started at
  helloLink: null,
  quiet: new Set(),       // ids of messages that restore a sheet: their history is done already
  nextID: 1,
  pending: new Map(),     // message id → the message, until its answer arrives
  waiting: [],            // messages to send once the session is started
  model: null,            // the presentation, as the change lists build it
  resyncs: 0,             // times a change list did not give the server's summary
  lastResync: null,       // the last such answer's event and changes, for a test to show
  overlay: false,         // the revealable sidebar shown over the columns
  sentWidth: 0,
  shownTops: {},          // column → the child id drawn last, to animate only what changed
  draft: null,            // the compose sheet's draft, as the server last said, while one is up
  refusal: null,          // why closing the sheet was refused, until the next step applies
  silentPops: 0,          // history.back() calls of our own, whose popstate is no person's
  linkAfterPop: null,     // the address the entry gone back to must show
  unread: new Set(),      // the messages the session counts as unread, as it last said
};

const split = document.getElementById("split");
const backButton = document.getElementById("back");
const revealButton = document.getElementById("reveal");
const statusLine = document.getElementById("status");
const errorLine = document.getElementById("error");
const sheets = document.getElementById("sheets");

// One socket at a time. A socket can drop for any reason (the network, the server, the browser
// putting the page in its back-forward cache); the page then says it is offline, keeps every
// click, and reconnects by itself: a new session from the address (a reload's hello), the sheet
// brought back with its draft, then the clicks whose answers never came, then the ones made
// while offline, each sent once on the new session.
function connect() {
  clearTimeout(page.retryTimer);
  page.retryTimer = null;
  if (page.socket && page.socket.readyState <= WebSocket.OPEN) return;
  if (page.socket) forget();
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${location.host}/ws`);
  page.socket = socket;
  page.started = false;
  socket.addEventListener("open", () => {
    if (socket !== page.socket) return;
    setStatus("starting", "connecting…");
    page.sentWidth = Math.round(window.innerWidth);
    sendNow({ event: "hello", link: location.pathname + location.search, width: page.sentWidth });
  });
  socket.addEventListener("message", (message) => { if (socket === page.socket) receive(JSON.parse(message.data)); });
  socket.addEventListener("close", () => { if (socket === page.socket) dropped(); });
}

function dropped() {
  forget();
  setStatus("offline", "Offline — reconnecting…");
  page.retryDelay = Math.min(page.retryDelay ? page.retryDelay * 2 : 250, 4000);
  page.retryTimer = setTimeout(connect, page.retryDelay);
}

// Lets the socket go, keeping what it had not answered for the next one.
function forget() {
  page.socket = null;
  page.started = false;
  // The clicks sent but not answered: the session that had them is gone, and the address does
  // not include them, so the new session gets them, in order, before anything clicked since.
  // A sheet being brought back is brought back again, whole, by the connection after this one.
  const unanswered = [...page.pending.values()]
    .filter((message) => !["hello", "presentation"].includes(message.event) && !page.quiet.has(message.id));
  page.pending.clear();
  page.quiet.clear();
  page.restoring = false;
  for (const message of unanswered) delete message.id;
  page.waiting.unshift(...unanswered);
  if (page.model && page.model.modals.length && !page.restoreSheet) page.restoreSheet = sheetToRestore(page.model);
  document.body.dataset.pending = "0";
}

// The compose sheet as it is drawn: the new session presents it again with the same draft.
function sheetToRestore(model) {
  const modal = topModal(model);
  if (!modal || modal.stack[0].kind !== "compose") return null;
  return {
    text: page.draft ? page.draft.text : "",
    attachments: page.draft ? page.draft.attachments.slice() : [],
    picker: modal.stack[modal.stack.length - 1].kind === "attachments",
  };
}

function send(message) {
  if (page.started && page.socket && page.socket.readyState === WebSocket.OPEN) sendNow(message);
  else page.waiting.push(message);
}

function sendNow(message) {
  message.id = page.nextID++;
  page.pending.set(message.id, message);
  document.body.dataset.pending = String(page.pending.size);
  page.socket.send(JSON.stringify(message));
}

// A message queued across a reconnection names children of the old session; the new session
// shows the same screens (its address is the same), so the sidebar and the tab bar it names
// are the ones the new session shows.
function retarget(message) {
  if (!page.model || message.child === undefined) return message;
  const children = COLUMNS.flatMap((column) => page.model.stacks[column]);
  const same = message.event === "tab" ? children.find((child) => child.tabs) : children.find((child) => child.kind === "mailboxes");
  if (same) message.child = same.id;
  return message;
}

// Messages that bring the sheet back: presented again, its text and files, the picker if it was
// open. Their answers' history is not followed: the page's entries are as they were.
function restoringMessages(sheet) {
  const messages = [{ event: "compose" }];
  if (sheet.text) messages.push({ event: "draft", text: sheet.text });
  for (const file of sheet.attachments) messages.push({ event: "attach" }, { event: "pick", file });
  if (sheet.picker) messages.push({ event: "attach" });
  for (const message of messages) message.restoring = true;
  return messages;
}

function sendQueued() {
  const queue = page.waiting.splice(0);
  if (page.restoreSheet && !page.restoring) {
    queue.unshift(...restoringMessages(page.restoreSheet));
    page.restoring = true;
    page.refillDraft = true;
  }
  for (const message of queue) {
    const { restoring, ...wire } = retarget(message);
    sendNow(wire);
    if (restoring) page.quiet.add(wire.id);
  }
}

function receive(answer) {
  const sent = answer.reply !== undefined ? page.pending.get(answer.reply) : undefined;
  const event = sent ? sent.event : undefined;
  const quiet = page.quiet.delete(answer.reply);
  if (page.restoring && page.quiet.size === 0) {
    page.restoring = false;
    page.restoreSheet = null;
  }
  if (answer.reply !== undefined) page.pending.delete(answer.reply);
  const firstSession = event === "hello" && !page.model;
  if (event === "hello" && page.model) page.reconnections += 1;
  if (answer.presentation) {
    page.model = modelFrom(answer.presentation);
  } else if (answer.changes && page.model) {
    for (const change of answer.changes) apply(page.model, change);
  }
  if (answer.summary && page.model && !matches(page.model, answer.summary)) {
    page.resyncs += 1;
    page.lastResync = { event, changes: answer.changes, summary: answer.summary };
    document.body.dataset.resyncs = String(page.resyncs);
    sendNow({ event: "presentation" });
  }
  if (answer.summary && page.model) adoptShown(page.model, answer.summary);
  if (answer.unread !== undefined) page.unread = new Set(answer.unread);
  if (answer.draft !== undefined) page.draft = answer.draft;
  else if (answer.changes || answer.presentation) page.draft = null;
  if (event === "hello") {
    page.started = true;
    page.helloSequence = answer.sequence;
    page.helloLink = answer.link;
    // The hello carried the window's width: widths queued while offline are past.
    page.waiting = page.waiting.filter((message) => message.event !== "resize");
    page.retryDelay = 0;
    setStatus("open", "");
    document.body.dataset.reconnections = String(page.reconnections);
    // A reload while a sheet was up: the sheet is gone (a new session has none), so its entry is
    // left silently, and the person's next back goes where it went before the sheet.
    if (firstSession && history.state && history.state.sheet) answer.history = "back";
  }
  if (answer.link && !quiet) followHistory(answer.link, answer.history);
  if (answer.ok === false && answer.error) showError(answer.error);
  else if (answer.changes || answer.presentation) showError(null);
  if (answer.recording !== undefined) openViewer(answer.recording);
  if (answer.sequence !== undefined) document.body.dataset.sequence = String(answer.sequence);
  document.body.dataset.pending = String(page.pending.size);
  if (page.model) {
    if (answer.changes || answer.presentation) page.overlay = false;
    render();
    // A sheet brought back after a reconnection is drawn before its draft arrives: its text
    // field takes the draft's text until the session has answered everything.
    if (page.refillDraft) {
      const field = sheets.querySelector(".sheet textarea");
      if (field && page.draft) field.value = page.draft.text;
      if (page.pending.size === 0) page.refillDraft = false;
    }
    document.body.dataset.ready = "true";
    // What the person did while the session was starting or the page was offline.
    if (page.started) {
      sendQueued();
      reportWidth();
    }
  }
}

// The server says what the address bar does: a person's step is a new history entry, a load,
// a back or forward, or a width change rewrites the current one. A sheet is not in the address,
// so while one is up the page is one entry past the columns' own: "entry" adds it (the same
// address), "back" goes back over it once the sheet is gone.
function followHistory(link, mode) {
  const here = location.pathname + location.search;
  if (mode === "entry") {
    history.pushState({ sheet: true }, "", link);
    return;
  }
  if (mode === "back") {
    page.silentPops += 1;
    page.linkAfterPop = link;
    history.back();
    return;
  }
  if (link === here) return;
  if (mode === "push") history.pushState(null, "", link);
  else if (mode === "replace") history.replaceState(history.state, "", link);
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
    modals: presentation.modals.map((modal) => ({
      id: modal.id, style: modal.style, shown: modal.shown, stack: modal.stack.slice(),
    })),
  };
}

function topModal(model) {
  return model.modals.length ? model.modals[model.modals.length - 1] : null;
}

// One change, as docs/protocol.md defines them; indices count from the bottom of a stack and
// are valid when the change applies.
function apply(model, change) {
  // The model keeps compact layout's one stack where the primary column's is, as the library's
  // Presentation does; a change names it "compact".
  const stack = (name) => model.stacks[name === "compact" ? "primary" : name];
  switch (change.change) {
    case "inserted": stack(change.stack).splice(change.index, 0, change.child); break;
    case "removed": stack(change.stack).splice(change.index, 1); break;
    case "replaced":
    case "updated": stack(change.stack)[change.index] = change.child; break;
    case "moved": {
      const [child] = stack(change.from).splice(change.fromIndex, 1);
      stack(change.to).splice(change.toIndex, 0, child);
      break;
    }
    case "placeholder":
      if (change.text === undefined || change.text === null) delete model.placeholders[change.column];
      else model.placeholders[change.column] = change.text;
      break;
    // As the library's Presentation.applying: a collapse shows the one stack, a split every
    // column until a visibleColumns change says otherwise.
    case "layout":
      model.layout = change.layout;
      model.visible = change.layout === "compact" ? ["primary"] : COLUMNS.slice();
      break;
    case "visibleColumns": model.visible = change.columns.slice(); break;
    // The modals' changes address the top modal; one that does not apply leaves the model
    // unlike the summary, and the page asks for the presentation again.
    case "presented":
      model.modals.push({ id: change.id, style: change.style, shown: change.style, stack: change.children.slice() });
      break;
    case "dismissed": {
      const top = topModal(model);
      if (top && top.id === change.id) model.modals.pop();
      break;
    }
    case "modalPushed": { const top = topModal(model); if (top) top.stack.push(change.child); break; }
    case "modalPopped": { const top = topModal(model); if (top && top.stack.length > 1) top.stack.pop(); break; }
    case "modalReplacedTop": { const top = topModal(model); if (top) top.stack[top.stack.length - 1] = change.child; break; }
  }
}

// How each modal shows now (a card, or the whole window) is the server's to say: a resize
// changes it without a modal change, so it comes with every summary.
function adoptShown(model, summary) {
  if (!summary.modals) return;
  summary.modals.forEach((modal, index) => {
    if (model.modals[index] && model.modals[index].id === modal.id) model.modals[index].shown = modal.shown;
  });
}

function matches(model, summary) {
  if (model.layout !== summary.layout) return false;
  if (model.visible.join() !== summary.visible.join()) return false;
  const modals = summary.modals || [];
  if (model.modals.length !== modals.length) return false;
  const sameModals = modals.every((modal, index) => {
    const stack = model.modals[index].stack;
    return model.modals[index].id === modal.id && stack.length === modal.count && stack[stack.length - 1].id === modal.top;
  });
  if (!sameModals) return false;
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
  const selected = selectedRows(model);
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
    const screen = top ? drawChild(top, selected) : drawPlaceholder(model.placeholders[column]);
    if (previous !== undefined && previous !== key) {
      const forward = top && (typeof previous !== "number" || top.id > previous);
      screen.classList.add(forward ? "enter" : "enter-back");
    }
    page.shownTops[column] = key;
    section.replaceChildren(screen);
  }
  const top = model.layout === "compact" ? compactStack[compactStack.length - 1] : null;
  document.getElementById("title").textContent = top ? top.title : "Mail";
  renderModals(model);
}

// Each list's selected row, by the list's child id: the row whose selection opened a child on
// screen (the library's Child.openedBy, as Presentation.selectedRow(in:) answers it).
function selectedRows(model) {
  const rows = new Map();
  for (const child of COLUMNS.flatMap((column) => model.stacks[column])) {
    if (child.selectedIn !== undefined && child.selectedRow !== undefined) rows.set(child.selectedIn, child.selectedRow);
  }
  return rows;
}

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function drawChild(child, selected) {
  const screen = element("div", "screen");
  screen.dataset.child = String(child.id);
  screen.dataset.kind = child.kind;
  if (child.kind === "mailboxes") {
    const list = element("ul", "rows");
    for (const row of child.rows) {
      const item = element("li", `row depth-${Math.min(row.depth, 3)}`);
      if (row.hasChildren) item.classList.add("panel");
      if (row.expanded) item.classList.add("expanded");
      if (row.selected) item.classList.add("current");
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
      if (entry.message === selected.get(child.id)) item.classList.add("current");
      if (page.unread.has(entry.message)) item.classList.add("unread");
      item.dataset.message = String(entry.message);
      const button = element("button");
      button.type = "button";
      button.append(element("span", "from", entry.from), element("span", "subject", entry.subject));
      button.addEventListener("click", () => send({ event: "open", message: entry.message }));
      item.append(button);
      list.append(item);
    }
    screen.append(element("h2", "", child.title));
    if (child.tabs) screen.append(drawTabBar(child));
    screen.append(list);
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

// A list's tab bar: a click sends the tabs event; the server answers with the tab's stacks.
function drawTabBar(child) {
  const bar = element("div", "tabs");
  bar.setAttribute("role", "tablist");
  for (const tab of child.tabs) {
    const button = element("button", tab.selected ? "selected" : "", tab.title);
    button.type = "button";
    button.dataset.tab = tab.tab;
    button.setAttribute("role", "tab");
    button.setAttribute("aria-selected", String(tab.selected));
    if (tab.badge) {
      const badge = element("span", "badge", tab.badge);
      badge.setAttribute("aria-label", `${tab.badge} unread`);
      button.append(badge);
    }
    button.addEventListener("click", () => send({ event: "tab", child: child.id, tab: tab.tab }));
    bar.append(button);
  }
  return bar;
}

// ---- The compose sheet ----

// Draws the modals over the columns, bottom first. A modal whose top screen and look are
// unchanged is kept as it is drawn, so the draft's text field keeps its caret while answers
// arrive; only the refusal line is brought up to date.
function renderModals(model) {
  sheets.hidden = model.modals.length === 0;
  const drawn = new Map([...sheets.querySelectorAll(".sheet")].map((node) => [Number(node.dataset.modal), node]));
  const nodes = [sheets.querySelector(".backdrop") || element("div", "backdrop")];
  for (const modal of model.modals) {
    const top = modal.stack[modal.stack.length - 1];
    const key = `${top.id}:${modal.stack.length}:${modal.shown}`;
    let node = drawn.get(modal.id);
    if (!node || node.dataset.key !== key) node = drawSheet(modal, top, key);
    nodes.push(node);
  }
  // The backdrop goes just under the top modal.
  const backdrop = nodes.shift();
  nodes.splice(Math.max(nodes.length - 1, 0), 0, backdrop);
  // Nodes kept in place stay untouched: moving a focused text field would blur it.
  const before = [...sheets.children];
  if (before.length !== nodes.length || before.some((node, index) => node !== nodes[index])) sheets.replaceChildren(...nodes);
  const topNode = nodes[nodes.length - 1];
  if (topNode && topNode.classList.contains("sheet")) {
    const refusal = topNode.querySelector(".refusal");
    refusal.hidden = !page.refusal;
    refusal.querySelector("span").textContent = page.refusal ? `Not closed: ${page.refusal}.` : "";
  }
}

function drawSheet(modal, top, key) {
  const sheet = element("section", "sheet");
  sheet.dataset.modal = String(modal.id);
  sheet.dataset.key = key;
  sheet.dataset.shown = modal.shown;
  sheet.dataset.kind = top.kind;
  sheet.setAttribute("role", "dialog");
  sheet.setAttribute("aria-modal", "true");
  sheet.setAttribute("aria-label", top.title);

  const bar = element("header", "sheet-bar");
  const deeper = modal.stack.length > 1;
  const leading = element("button", deeper ? "back" : "cancel", deeper ? "‹ Back" : "Cancel");
  leading.type = "button";
  leading.addEventListener("click", () => send({ event: deeper ? "back" : "cancel" }));
  bar.append(leading, element("span", "sheet-title", top.title));
  if (top.kind === "compose") {
    const sendButton = element("button", "send", "Send");
    sendButton.type = "button";
    sendButton.addEventListener("click", () => send({ event: "send" }));
    bar.append(sendButton);
  }

  const refusal = element("p", "refusal");
  refusal.setAttribute("role", "alert");
  refusal.hidden = true;
  const discard = element("button", "discard", "Discard draft");
  discard.type = "button";
  discard.addEventListener("click", () => send({ event: "discard" }));
  refusal.append(element("span"), discard);

  const body = element("div", "sheet-body");
  const screen = element("div", "screen");
  screen.dataset.child = String(top.id);
  screen.dataset.kind = top.kind;
  if (top.kind === "compose") {
    const field = element("textarea", "draft");
    field.setAttribute("aria-label", "Message");
    field.placeholder = "Write your message…";
    field.value = page.draft ? page.draft.text : "";
    field.addEventListener("input", () => send({ event: "draft", text: field.value }));
    const attached = element("ul", "attached");
    for (const file of page.draft ? page.draft.attachments : []) attached.append(element("li", "", file));
    const add = element("button", "add-attachment", "Add attachment");
    add.type = "button";
    add.addEventListener("click", () => send({ event: "attach" }));
    screen.append(field, attached, add);
    // Focus once the sheet is in the document.
    requestAnimationFrame(() => { if (document.activeElement !== field) field.focus(); });
  } else if (top.kind === "attachments") {
    const files = element("ul", "files");
    for (const file of top.files || []) {
      const item = element("li");
      item.dataset.file = file;
      const button = element("button", "", file);
      button.type = "button";
      button.addEventListener("click", () => send({ event: "pick", file }));
      item.append(button);
      files.append(item);
    }
    screen.append(element("h2", "", "Choose a file"), files);
  } else {
    screen.append(element("p", "placeholder", top.title));
  }
  body.append(screen);
  sheet.append(bar, refusal, body);
  return sheet;
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

// A refused dismissal of the sheet is said in the sheet, with a way out; every other error in
// the line at the bottom.
function showError(error) {
  const sheetUp = page.model && page.model.modals.length > 0;
  if (error && error.code === "vetoed" && sheetUp) {
    page.refusal = error.message;
    error = null;
  } else if (!error) {
    page.refusal = null;
  }
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
document.getElementById("compose").addEventListener("click", () => send({ event: "compose" }));
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && page.model && page.model.modals.length) send({ event: "cancel" });
});

// The back and forward buttons and the history list: the URL is already the place to be, and
// the session reaches it from wherever it is (while a sheet is up, the session takes the move
// as the sheet's back). A move of the page's own, going back over a closed sheet's entry, is
// no person's: it is not reported, and its entry gets the columns' address.
window.addEventListener("popstate", () => {
  if (page.silentPops > 0) {
    page.silentPops -= 1;
    if (page.linkAfterPop && location.pathname + location.search !== page.linkAfterPop) {
      history.replaceState(null, "", page.linkAfterPop);
    }
    return;
  }
  send({ event: "reach", link: location.pathname + location.search });
});

// Back into the page from another one: a page restored from the back-forward cache lost its
// socket there. It reconnects at once, as it does whenever it comes back online.
window.addEventListener("pageshow", (event) => {
  document.body.dataset.restoredFromCache = String(event.persisted);
  if (event.persisted) connect();
});
window.addEventListener("pagehide", (event) => {
  if (!event.persisted || !page.socket) return;
  const socket = page.socket;
  forget();
  socket.close();
  setStatus("offline", "Offline — reconnecting…");
});
window.addEventListener("online", () => { if (!page.socket) connect(); });

// A draft that is not sent is lost with the page: the browser asks first.
window.addEventListener("beforeunload", (event) => {
  if (page.draft && page.draft.unsent) {
    event.preventDefault();
    event.returnValue = "";
  }
});

// The window's width decides how many columns fit; the server maps pixels to a width.
function reportWidth() {
  const width = Math.round(window.innerWidth);
  if (!page.model || width === page.sentWidth) return;
  page.sentWidth = width;
  send({ event: "resize", width });
}
new ResizeObserver(reportWidth).observe(document.documentElement);

connect();

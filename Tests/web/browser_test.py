#!/usr/bin/env python3
"""split-web driven in headless Chromium as a person would: resize, click, back and forward,
reload, open a copied link in a new tab, compose in a sheet, switch tabs, open the recording
viewer, leave the page and come back, lose the connection; links the page cannot read; what a
person sees, measured by computed style; no console error. Saves a screenshot at each width. Prints each check and closes with 'N passed, N failed'.

    python3 Tests/web/browser_test.py http://127.0.0.1:PORT --screenshots DIR
"""
import argparse
import json
import os
import sys
import tempfile
import time
import traceback

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

passed = []
failed = []

# The page's addresses are the library's links with looks: the sidebar's highlighted node and
# expanded accounts (On My Mac 1, Work 5), a list's tab and selected row (docs/web.md, "Links").
SIDEBAR = "/mailboxes;open=1,5"
INBOX = "/mailboxes;node=2;open=1,5/-/Inbox"
ALL = "/mailboxes;node=8;open=1,5/-/All%20Inboxes"


def check(name, condition, detail=""):
    (passed if condition else failed).append(name)
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f"  ({detail})"))


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1400,900", "--hide-scrollbars", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_page_load_timeout(30)
    return driver


class Page:
    """The mail page in one tab, with waits for the session to have answered everything."""

    def __init__(self, driver, base):
        self.driver = driver
        self.base = base

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def settled(self, timeout=10):
        """Waits until the page has its presentation and no message is waiting for an answer."""
        WebDriverWait(self.driver, timeout).until(lambda d: d.execute_script(
            "return document.body.dataset.ready === 'true' && document.body.dataset.pending === '0'"
            " && document.getElementById('status').dataset.state === 'open'"
            " && (typeof page === 'undefined' || (page.silentPops === 0 && page.waiting.length === 0))"))
        time.sleep(0.05)

    def open(self, path):
        self.driver.get(self.base + path)
        self.settled()

    def path(self):
        return self.js("return location.pathname + location.search")

    def columns(self):
        """The columns on screen, left to right, as the DOM shows them."""
        return self.js("""return [...document.querySelectorAll('#split .column')]
            .filter(c => !c.hidden && getComputedStyle(c).display !== 'none' && c.getBoundingClientRect().width > 0)
            .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
            .map(c => c.dataset.column)""")

    def screen(self, column):
        """What a column shows: the kind of its screen and its message or mailbox, if any."""
        return self.js("""const s = document.querySelector(`#split .column[data-column="${arguments[0]}"] .screen`);
            if (!s) return null;
            const a = s.querySelector('article');
            const h = s.querySelector('h2');
            return {kind: s.dataset.kind, message: a ? Number(a.dataset.message) : null, title: h ? h.textContent : null}""",
                       column)

    def sheet(self):
        """The top sheet as drawn: its screen, how it shows, where, its refusal line and draft."""
        return self.js("""if (document.getElementById('sheets').hidden) return null;
            const s = [...document.querySelectorAll('#sheets .sheet')].pop();
            if (!s) return null;
            const r = s.getBoundingClientRect();
            const refusal = s.querySelector('.refusal');
            const field = s.querySelector('textarea');
            return {kind: s.dataset.kind, shown: s.dataset.shown, left: r.left, top: r.top, width: r.width, height: r.height,
                    refused: refusal && !refusal.hidden ? refusal.textContent : null, text: field ? field.value : null,
                    attached: [...s.querySelectorAll('.attached li')].map(li => li.textContent)}""")

    def tabs(self):
        """The tab bar on screen: each tab's id, whether it is selected, and its badge."""
        return self.js("""return [...document.querySelectorAll('.tabs button')].map(b => ({
            tab: b.dataset.tab, selected: b.classList.contains('selected'),
            badge: b.querySelector('.badge') ? b.querySelector('.badge').textContent : null}))""")

    def highlights(self):
        """What the page draws highlighted: the sidebar's rows, the tab bar's tab, the list's rows."""
        return self.js("""return {sidebar: [...document.querySelectorAll('.row.current')].map(r => r.dataset.mailbox),
            tab: [...document.querySelectorAll('.tabs button.selected')].map(b => b.dataset.tab),
            row: [...document.querySelectorAll('.item.current')].map(i => Number(i.dataset.message))}""")

    def held_highlights(self):
        """The same, read off the page's copy of the presentation (for screens not drawn in one stack)."""
        return self.js("""const children = ['primary', 'supplementary', 'detail'].flatMap(c => page.model.stacks[c]);
            const sidebar = children.find(c => c.kind === 'mailboxes');
            const list = children.filter(c => c.kind === 'mailbox').pop();
            const rows = selectedRows(page.model);
            return {sidebar: sidebar ? sidebar.rows.filter(r => r.selected).map(r => r.mailbox) : [],
                    tab: list && list.tabs ? list.tabs.filter(t => t.selected).map(t => t.tab) : [],
                    row: list && rows.has(list.id) ? [rows.get(list.id)] : []}""")

    def child_in(self, column):
        """The id of the child a column shows (None for a placeholder)."""
        return self.js("""const s = document.querySelector(`#split .column[data-column="${arguments[0]}"] .screen`);
            return s && s.dataset.child ? Number(s.dataset.child) : null""", column)

    def viewport(self):
        return self.js("return [window.innerWidth, window.innerHeight]")

    def click(self, selector):
        self.driver.find_element(By.CSS_SELECTOR, selector).click()
        self.settled()

    def resize(self, width):
        self.driver.set_window_size(width, 900)
        WebDriverWait(self.driver, 10).until(lambda d: abs(d.execute_script("return window.innerWidth") - width) <= 20)
        # The ResizeObserver reports the width; wait for its answer.
        WebDriverWait(self.driver, 10).until(lambda d: d.execute_script(
            "return Math.round(window.innerWidth) === page.sentWidth"))
        self.settled()

    def console_errors(self):
        """The console's errors since the last call (the browser's log, drained)."""
        return [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]

    def style(self, selector, *properties):
        """Computed style of the first element matching `selector`, and its box."""
        return self.js("""const e = document.querySelector(arguments[0]);
            if (!e) return null;
            const s = getComputedStyle(e), r = e.getBoundingClientRect();
            const out = {left: r.left, right: r.right, width: r.width, height: r.height};
            for (const p of arguments[1]) out[p] = s.getPropertyValue(p);
            return out""", selector, list(properties))

    def resyncs(self):
        return int(self.js("return page.resyncs"))

    def shot(self, folder, name):
        time.sleep(0.3)   # past the 160 ms transition
        path = os.path.join(folder, name)
        self.driver.save_screenshot(path)
        return path


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("base")
    parser.add_argument("--screenshots", default=os.path.join(os.path.dirname(__file__), "screenshots"))
    options = parser.parse_args()
    os.makedirs(options.screenshots, exist_ok=True)
    base = options.base.rstrip("/")

    driver = browser()
    try:
        run(driver, base, options.screenshots)
    except Exception:
        traceback.print_exc()
        failed.append("the run ended early")
        try:
            driver.save_screenshot(os.path.join(options.screenshots, "failure.png"))
        except Exception:
            pass
    finally:
        driver.quit()
    print(f"{len(passed)} passed, {len(failed)} failed")
    return 0 if not failed else 1


def run(driver, base, screenshots):
    page = Page(driver, base)

    # A first visit: the server sends the address bar to the mailboxes.
    page.open("/")
    check("the first load lands on the mailboxes", page.path() == SIDEBAR, page.path())
    check("1400 px wide: three columns", page.columns() == ["primary", "supplementary", "detail"], page.columns())
    check("the list column asks for a mailbox", page.screen("supplementary")["kind"] == "placeholder")
    check("a page load logs no console error (the favicon is served)", page.console_errors() == [], page.console_errors())
    favicon = page.js("""return fetch('/favicon.ico').then(r => [r.status, r.headers.get('content-type')])""")
    check("/favicon.ico answers an image", favicon[0] == 200 and favicon[1].startswith("image/"), favicon)

    # Sidebar → list → message.
    page.click('.row[data-mailbox="Inbox"] button')
    check("clicking Inbox opens its list", page.screen("supplementary")["title"] == "Inbox", page.screen("supplementary"))
    check("the URL names the mailbox and its sidebar row", page.path() == f"{INBOX}/-", page.path())
    first = int(page.js("return Number(document.querySelector('.item').dataset.message)"))
    page.click(f'.item[data-message="{first}"] button')
    check("clicking a message opens it", page.screen("detail")["message"] == first, page.screen("detail"))
    check("the URL names the message, selected in the list", page.path() == f"{INBOX};row={first}/-/{first}", page.path())
    check("the sidebar highlights the open mailbox",
          page.js("return document.querySelector('.row.current').dataset.mailbox") == "Inbox")
    page.shot(screenshots, "web-1400.png")

    # The window narrows: two columns, then one stack; and widens again.
    page.resize(900)
    check("900 px wide: two columns, the list and the message", page.columns() == ["supplementary", "detail"], page.columns())
    check("900 px: the sidebar can be revealed", page.js("return !document.getElementById('reveal').hidden"))
    page.shot(screenshots, "web-900.png")
    page.click("#reveal")
    check("the reveal button shows the sidebar over the columns", "primary" in page.columns(), page.columns())
    page.click("#reveal")
    page.resize(400)
    check("400 px wide: one stack", page.columns() == ["primary"], page.columns())
    check("400 px: the stack shows the message on top", page.screen("primary")["message"] == first, page.screen("primary"))
    check("400 px: a back button", page.js("return !document.getElementById('back').hidden"))
    page.shot(screenshots, "web-400.png")
    page.resize(1400)
    check("1400 px again: three columns, the message kept",
          page.columns() == ["primary", "supplementary", "detail"] and page.screen("detail")["message"] == first,
          (page.columns(), page.screen("detail")))
    check("resizing kept the URL", page.path() == f"{INBOX};row={first}/-/{first}", page.path())

    # Back and forward.
    second = int(page.js("return Number(document.querySelectorAll('.item')[1].dataset.message)"))
    page.click(f'.item[data-message="{second}"] button')
    check("a second message opens", page.screen("detail")["message"] == second)
    page.click('.row[data-mailbox="Sent"] button')
    check("another mailbox replaces the list and closes the message",
          page.screen("supplementary")["title"] == "Sent" and page.screen("detail")["kind"] == "placeholder",
          (page.screen("supplementary"), page.screen("detail")))
    driver.back()
    page.settled()
    check("back: the second message in Inbox again",
          page.path() == f"{INBOX};row={second}/-/{second}" and page.screen("detail")["message"] == second
          and page.screen("supplementary")["title"] == "Inbox", (page.path(), page.screen("detail")))
    driver.back()
    page.settled()
    check("back again: the first message", page.screen("detail")["message"] == first and page.path().endswith(f"/{first}"),
          (page.path(), page.screen("detail")))
    driver.forward()
    page.settled()
    check("forward: the second message", page.screen("detail")["message"] == second and page.path().endswith(f"/{second}"),
          (page.path(), page.screen("detail")))
    driver.forward()
    page.settled()
    check("forward again: Sent, no message", page.path() == "/mailboxes;node=3;open=1,5/-/Sent/-" and page.screen("detail")["kind"] == "placeholder",
          (page.path(), page.screen("detail")))
    driver.back()
    page.settled()

    # A reload starts the page's counters afresh: check them first.
    check("no resynchronisation through the resizes, back and forward", page.resyncs() == 0,
          (page.resyncs(), page.js("return JSON.stringify(page.lastResync)")))

    # Reload keeps the place.
    place = page.path()
    driver.refresh()
    page.settled()
    check("reload keeps the URL", page.path() == place, (place, page.path()))
    check("reload keeps the message on screen", page.screen("detail")["message"] == second, page.screen("detail"))

    # A copied link opens the same place in a new tab, with its own session.
    link = driver.current_url
    first_tab = driver.current_window_handle
    driver.switch_to.new_window("tab")
    page.open(link.replace(base, ""))
    check("a copied link opens the same message in a new tab",
          page.screen("detail")["message"] == second and page.screen("supplementary")["title"] == "Inbox", page.screen("detail"))
    page.click('.row[data-mailbox="Drafts"] button')
    driver.switch_to.window(first_tab)
    page.settled()
    check("each tab has its own session: the first tab still shows its message",
          page.screen("detail")["message"] == second and page.screen("supplementary")["title"] == "Inbox", page.screen("detail"))
    page.click(f'.item[data-message="{first}"] button')
    check("the first tab goes on", page.screen("detail")["message"] == first)

    # The page's own back button in compact layout, and a link that names nothing.
    page.resize(400)
    page.click("#back")
    check("compact: the back button shows the list", page.screen("primary")["kind"] == "mailbox" and page.path() == f"{INBOX}/-",
          (page.screen("primary"), page.path()))
    page.resize(1400)
    check("no resynchronisation through a collapse straight from three columns", page.resyncs() == 0,
          (page.resyncs(), page.js("return JSON.stringify(page.lastResync)")))
    page.open("/mailboxes/-/Nowhere/-")
    check("a link to an unknown mailbox is refused and named",
          page.js("return document.getElementById('error').dataset.code") == "invalidLink" and page.path() == SIDEBAR,
          (page.js("return document.getElementById('error').textContent"), page.path()))

    links(driver, page)
    visuals(driver, page, screenshots)
    compose(driver, page, screenshots)
    reload_with_sheet(driver, page)
    tab_bar(driver, page, screenshots)
    looks(driver, page)
    back_into_the_page(driver, page)
    connection_drops(driver, page, screenshots)

    check("every change list applied cleanly (no resynchronisation)", page.resyncs() == 0,
          (page.resyncs(), page.js("return JSON.stringify(page.lastResync)")))

    # The recording viewer, opened from this tab's session.
    page.open("/mailboxes/-/Projects/-")
    page.click('.item button')
    page.resize(400)
    page.resize(1400)
    page.click("#compose")
    page.click(".sheet .add-attachment")
    page.console_errors()
    before = set(driver.window_handles)
    # The sheet's backdrop covers the bar; the button is pressed as a script would.
    page.js("document.getElementById('record').click()")
    WebDriverWait(driver, 10).until(lambda d: len(d.window_handles) > len(before))
    viewer = (set(driver.window_handles) - before).pop()
    driver.switch_to.window(viewer)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    steps = int(page.js("return Number(document.body.dataset.steps)"))
    check("the viewer replays this tab's recording", steps >= 4, steps)
    last = steps - 1

    def panes():
        return page.js("""return [...document.querySelectorAll('.pane')].map(p => {
            const s = p.querySelector('.split');
            return {width: p.dataset.width, layout: s.dataset.layout, columns: Number(s.dataset.columns),
                    text: s.textContent}})""")

    driver.find_element(By.ID, "last").click()
    shown = panes()
    check("the viewer shows the last step at both widths",
          shown[0]["layout"] == "compact" and shown[0]["columns"] == 1 and shown[1]["layout"] == "regular"
          and shown[1]["columns"] == 3, shown)
    check("both renderings hold the opened message's list", all("Projects" in pane["text"] for pane in shown), shown)
    sheets = page.js("""return [...document.querySelectorAll('.pane')].map(p => [...p.querySelectorAll('.split .sheet')].map(s => {
        const r = s.getBoundingClientRect(), split = p.querySelector('.split').getBoundingClientRect();
        return {shown: s.dataset.shown, text: s.textContent, covers: r.width >= split.width - 2, over: r.width > 0 && r.top >= split.top}}))""")
    check("the viewer draws the sheet over the columns: the whole split at compact width, a card at regular",
          len(sheets) == 2 and [len(pane) for pane in sheets] == [1, 1]
          and sheets[0][0]["shown"] == "fullScreenCover" and sheets[0][0]["covers"]
          and sheets[1][0]["shown"] == "sheet" and not sheets[1][0]["covers"] and sheets[1][0]["over"]
          and all("compose" in pane[0]["text"] and "attachments" in pane[0]["text"] for pane in sheets), sheets)
    lines = page.js("return viewer.steps.map(step => step.event)")
    check("every event line reads in words: no 'undefined', no Swift type names",
          all(isinstance(line, str) and line and "undefined" not in line and "JSONValue" not in line and "_0" not in line
              and "AccordionNodeID" not in line for line in lines), lines)
    # The load reached its address's looks: the sidebar selects Projects, which opens its list.
    check("the event lines read as the docs say: start, the sidebar's mailbox(Projects), the sheet and its picker",
          lines[0] == "start" and any("accordion #1: select mailbox(Projects)" in line for line in lines)
          and any(line.startswith("present compose") and "as a sheet" in line for line in lines)
          and any(line.startswith("in the modal: push attachments") for line in lines), lines)
    driver.find_element(By.ID, "first").click()
    check("step 0 reads 'start'", page.js("return document.getElementById('event').textContent") == "start",
          page.js("return document.getElementById('event').textContent"))
    check("the viewer's load logs no console error", page.console_errors() == [], page.console_errors())
    driver.find_element(By.ID, "first").click()
    check("stepping back to the start", page.js("return document.body.dataset.step") == "0")
    driver.find_element(By.ID, "next").click()
    check("step forward", page.js("return document.body.dataset.step") == "1")
    driver.find_element(By.ID, "last").click()
    driver.set_window_size(1400, 900)
    page.shot(screenshots, "viewer.png")

    # A testing-kit counterexample: string routes, a rejected event kept in the recording.
    counterexample = "\n".join(json.dumps(line, separators=(",", ":")) for line in [
        {"event": "start", "state": {"format": 2, "columns": 2, "layout": "regular", "width": "regular",
                                     "policy": "detailOnTop", "visibility": "automatic", "mediumWidthPolicy": "trailingColumns",
                                     "focus": "primary", "nextID": 2,
                                     "primary": [{"id": 1, "route": "Mailboxes", "column": "primary"}],
                                     "detail": []}},
        {"event": "push", "route": "Inbox", "column": "primary"},
        {"event": "showDetail", "routes": ["Message 7"]},
        {"event": "popChild", "id": 1},
        {"event": "setLayout", "layout": "compact"},
    ]) + "\n"
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as file:
        file.write(counterexample)
    driver.get(base + "/viewer")
    driver.find_element(By.ID, "file").send_keys(file.name)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.body.dataset.steps === '5'"))
    driver.find_element(By.ID, "last").click()
    shown = panes()
    check("a counterexample file steps through: its last step at both widths",
          shown[0]["columns"] == 1 and "Message 7" in shown[0]["text"] and shown[1]["columns"] == 2 and "Message 7" in shown[1]["text"],
          shown)
    driver.find_element(By.ID, "previous").click()
    check("the refused event is shown with its error", "rootCannotBePopped" in page.js("return document.getElementById('event').textContent"),
          page.js("return document.getElementById('event').textContent"))
    os.unlink(file.name)
    check("no console error on the viewer", page.console_errors() == [], page.console_errors())


def compose(driver, page, screenshots):
    """A new message in a sheet: a card over the columns, full screen when narrow, its own stack,
    and a draft that cannot be closed until it is sent."""
    page.open("/mailboxes/-/Inbox/-")
    message = int(page.js("return Number(document.querySelector('.item').dataset.message)"))
    page.click(f'.item[data-message="{message}"] button')
    place = page.path()
    page.click("#compose")
    sheet = page.sheet()
    width, height = page.viewport()
    check("Compose presents a sheet with the draft", sheet is not None and sheet["kind"] == "compose", sheet)
    check("1400 px: the sheet is a card over the three columns",
          sheet["shown"] == "sheet" and sheet["width"] < width - 200 and sheet["left"] > 100
          and page.columns() == ["primary", "supplementary", "detail"] and page.screen("detail")["message"] == message,
          (sheet, page.columns()))
    check("the address still names the columns", page.path() == place, page.path())
    check("the text field has the focus", page.js("return document.activeElement && document.activeElement.tagName") == "TEXTAREA")

    page.click(".sheet .add-attachment")
    check("Add attachment pushes the picker inside the sheet, the columns untouched",
          page.sheet()["kind"] == "attachments" and page.screen("detail")["message"] == message, page.sheet())
    driver.back()
    page.settled()
    check("the browser's back inside the sheet pops the picker", page.sheet() and page.sheet()["kind"] == "compose", page.sheet())
    check("... and moves neither the columns nor the address",
          page.screen("detail")["message"] == message and page.path() == place, (page.screen("detail"), page.path()))
    page.click(".sheet .add-attachment")
    page.click('.sheet .files li[data-file="agenda.pdf"] button')
    check("picking a file attaches it and closes the picker",
          page.sheet()["kind"] == "compose" and page.sheet()["attached"] == ["agenda.pdf"], page.sheet())

    driver.find_element(By.CSS_SELECTOR, ".sheet textarea").send_keys("See you at noon")
    page.settled()
    check("the session has the draft", page.js("return page.draft && page.draft.text") == "See you at noon"
          and page.js("return page.draft.unsent") is True, page.js("return page.draft"))
    page.shot(screenshots, "web-compose-1400.png")
    page.click(".sheet .cancel")
    sheet = page.sheet()
    check("Cancel with an unsent draft is refused, and the sheet says so",
          sheet is not None and sheet["refused"] is not None and "not sent" in sheet["refused"] and sheet["text"] == "See you at noon",
          sheet)
    driver.back()
    page.settled()
    sheet = page.sheet()
    check("the browser's back on the draft is refused too: the sheet stays, the columns too",
          sheet is not None and sheet["kind"] == "compose" and sheet["refused"] is not None
          and page.screen("detail")["message"] == message and page.path() == place, (sheet, page.path()))

    page.resize(400)
    sheet = page.sheet()
    width, height = page.viewport()
    check("400 px: the sheet shows full screen", sheet["shown"] == "fullScreenCover" and sheet["left"] == 0 and sheet["top"] == 0
          and abs(sheet["width"] - width) <= 1 and abs(sheet["height"] - height) <= 1, (sheet, width, height))
    check("400 px: the draft and its attachment are kept", sheet["text"] == "See you at noon" and sheet["attached"] == ["agenda.pdf"], sheet)
    page.shot(screenshots, "web-compose-400.png")
    page.resize(1400)
    sheet = page.sheet()
    check("1400 px again: a card once more, the draft kept", sheet["shown"] == "sheet" and sheet["text"] == "See you at noon", sheet)

    page.click(".sheet .send")
    check("Send closes the sheet", page.sheet() is None, page.sheet())
    check("after the sheet, the message is still open", page.screen("detail")["message"] == message and page.path() == place)
    driver.back()
    page.settled()
    check("the sheet left no history entry behind: back goes to the list",
          page.path() == f"{INBOX}/-" and page.screen("detail")["kind"] == "placeholder", (page.path(), page.screen("detail")))

    page.click("#compose")
    driver.find_element(By.CSS_SELECTOR, ".sheet textarea").send_keys("Never mind")
    page.settled()
    page.click(".sheet .cancel")
    page.click(".sheet .discard")
    check("Discard draft closes a refused sheet", page.sheet() is None, page.sheet())
    page.click("#compose")
    page.click(".sheet .cancel")
    check("an empty draft is cancelled without a question", page.sheet() is None, page.sheet())


def tab_bar(driver, page, screenshots):
    """All Inboxes: Focused and Other tabs, each keeping its own message."""
    page.click('.row[data-mailbox="All Inboxes"] button')
    tabs = page.tabs()
    check("All Inboxes shows a tab bar: Focused selected, Other with its unread badge",
          [t["tab"] for t in tabs] == ["focused", "other"] and tabs[0]["selected"] and not tabs[1]["selected"]
          and tabs[1]["badge"] is not None and tabs[0]["badge"] is None, tabs)
    check("the URL names All Inboxes on Focused", page.path() == f"{ALL};tab=focused/-", page.path())
    unread = int(tabs[1]["badge"])
    focused = int(page.js("return Number(document.querySelector('.item').dataset.message)"))
    page.click(f'.item[data-message="{focused}"] button')
    focused_child = page.child_in("detail")
    page.click('.tabs button[data-tab="other"]')
    check("Other: Focused's message leaves with Focused, the URL names the tab",
          page.screen("detail")["kind"] == "placeholder" and page.path() == f"{ALL};tab=other/-"
          and page.tabs()[1]["selected"], (page.screen("detail"), page.path()))
    other = int(page.js("return Number(document.querySelector('.item').dataset.message)"))
    check("Other lists other mail", other != focused, other)
    page.click(f'.item[data-message="{other}"] button')
    other_child = page.child_in("detail")
    check("reading a message in Other lowers its badge", page.tabs()[1]["badge"] == str(unread - 1), page.tabs())
    items = page.js("""return [...document.querySelectorAll('.item')].map(i => ({message: Number(i.dataset.message),
        unread: i.classList.contains('unread'), weight: Number(getComputedStyle(i.querySelector('.subject')).fontWeight),
        dot: getComputedStyle(i.querySelector('.from'), '::before').width}))""")
    check("unread mail looks unread: bold with a dot, as many as the badge counts; the read message plain",
          sum(item["unread"] for item in items) == unread - 1
          and all(item["weight"] >= 600 and item["dot"] == "8px" for item in items if item["unread"])
          and all(item["weight"] <= 400 and item["dot"] in ("auto", "0px") for item in items if not item["unread"])
          and not next(item for item in items if item["message"] == other)["unread"], items)
    page.shot(screenshots, "web-tabs-1400.png")
    page.click('.tabs button[data-tab="focused"]')
    child = page.child_in("detail")
    check("back to Focused: its message is restored, the same child",
          page.screen("detail")["message"] == focused and child == focused_child, (page.screen("detail"), child, focused_child))
    check("the list highlights the restored message",
          page.js("return Number(document.querySelector('.item.current').dataset.message)") == focused)
    page.resize(400)
    check("400 px: Focused's message on top of the one stack", page.screen("primary")["message"] == focused, page.screen("primary"))
    page.resize(1400)
    driver.back()
    page.settled()
    child = page.child_in("detail")
    check("the browser's back returns to Other and its message, the same child",
          page.path() == f"{ALL};row={other};tab=other/-/{other}" and page.screen("detail")["message"] == other
          and child == other_child and page.tabs()[1]["selected"], (page.path(), page.screen("detail"), child))


def looks(driver, page):
    """A link restores the sidebar's highlight, the list's tab and its selected row from the
    library's state, in a wide and a narrow window, and a reload keeps them."""
    # An address from before links carried looks still reads, and is answered in the new form.
    page.open("/mailboxes/-/All%20Inboxes/-?tab=other")
    check("an old ?tab= address opens Other and reads as the new address",
          page.path() == f"{ALL};tab=other/-" and page.highlights() == {"sidebar": ["All Inboxes"], "tab": ["other"], "row": []},
          (page.path(), page.highlights()))
    other = int(page.js("return Number(document.querySelectorAll('.item')[1].dataset.message)"))
    link = f"{ALL};row={other};tab=other/-/{other}"
    wanted = {"sidebar": ["All Inboxes"], "tab": ["other"], "row": [other]}
    page.open(link)
    check("1400 px: a link restores the sidebar's highlight, the tab and the selected row",
          page.path() == link and page.highlights() == wanted and page.screen("detail")["message"] == other,
          (page.path(), page.highlights()))
    driver.refresh()
    page.settled()
    check("1400 px: a reload keeps them", page.path() == link and page.highlights() == wanted, (page.path(), page.highlights()))
    page.open("/mailboxes/-/Inbox/-/1")
    check("an address without looks opens as a click would: Inbox highlighted, message 1 selected",
          page.path() == f"{INBOX};row=1/-/1" and page.highlights() == {"sidebar": ["Inbox"], "tab": [], "row": [1]},
          (page.path(), page.highlights()))

    page.resize(400)
    page.open(link)
    check("400 px: the link opens the message on top of the one stack, with the highlights in the state",
          page.path() == link and page.screen("primary")["message"] == other and page.held_highlights() == wanted,
          (page.path(), page.screen("primary"), page.held_highlights()))
    driver.refresh()
    page.settled()
    check("400 px: a reload keeps them", page.path() == link and page.held_highlights() == wanted,
          (page.path(), page.held_highlights()))
    page.click("#back")
    check("400 px, back: the list on Other",
          page.path() == f"{ALL};tab=other/-" and page.highlights() == {"sidebar": [], "tab": ["other"], "row": []},
          (page.path(), page.highlights()))
    page.click("#back")
    check("400 px, back again: the sidebar, All Inboxes highlighted",
          page.path() == "/mailboxes;node=8;open=1,5" and page.highlights() == {"sidebar": ["All Inboxes"], "tab": [], "row": []},
          (page.path(), page.highlights()))
    driver.refresh()
    page.settled()
    check("400 px: a reload keeps the sidebar's highlight",
          page.path() == "/mailboxes;node=8;open=1,5" and page.highlights()["sidebar"] == ["All Inboxes"], page.highlights())
    driver.back()
    page.settled()
    check("400 px, the browser's back: the list on Other again", page.path() == f"{ALL};tab=other/-"
          and page.highlights()["tab"] == ["other"], (page.path(), page.highlights()))
    page.resize(900)
    page.open(link)
    check("900 px: the list with its tab and row, the message beside it",
          page.columns() == ["supplementary", "detail"] and page.highlights() == {"sidebar": [], "tab": ["other"], "row": [other]},
          (page.columns(), page.highlights()))
    page.click("#reveal")
    check("900 px: the revealed sidebar highlights All Inboxes", page.highlights()["sidebar"] == ["All Inboxes"], page.highlights())
    page.click("#reveal")
    page.resize(1400)


def rgb(text):
    """(r, g, b, alpha) of a computed colour such as 'rgb(1, 2, 3)' or 'rgba(1, 2, 3, 0.5)'."""
    numbers = [float(n) for n in text[text.index("(") + 1:text.index(")")].split(",")]
    return tuple(numbers + [1.0] * (4 - len(numbers)))


def links(driver, page):
    """One rule: a link the page cannot read is invalidLink, with the mailboxes shown."""
    page.open("/mailboxes/-/Reports/-")
    reports = int(page.js("return Number(document.querySelector('.item').dataset.message)"))
    for link in ["/mailboxes/-/-/-/-", "/mailboxes/zzz/%FF%00/-/-/-/1", f"/mailboxes/-/Inbox/-/{reports}",
                 f"/mailboxes/-/All%20Inboxes/-/{reports}", f"{INBOX};row={reports}/-/{reports}",
                 "/mailboxes;node=2;open=1,5/-/Reports/-", f"{ALL};tab=focused/-/{reports}"]:
        page.open(link)
        code = page.js("return document.getElementById('error').dataset.code")
        check(f"{link} is refused as invalidLink, the mailboxes shown",
              code == "invalidLink" and page.path() == SIDEBAR and page.screen("primary")["kind"] == "mailboxes"
              and page.screen("supplementary")["kind"] == "placeholder",
              (code, page.js("return document.getElementById('error').textContent"), page.path()))
    page.open(f"/mailboxes/-/Reports/-/{reports}")
    check("a message under its own mailbox opens, its row highlighted",
          page.screen("detail")["message"] == reports
          and page.js("return Number(document.querySelector('.item.current').dataset.message)") == reports, page.screen("detail"))


def visuals(driver, page, screenshots):
    """What a person sees, measured: the sidebar at medium width, the right edge, unread mail."""
    page.open("/mailboxes")
    page.resize(900)
    sidebar = page.style('#split .column[data-column="primary"]', "background-color")
    width = page.viewport()[0]
    colour = rgb(sidebar["background-color"])
    check("900 px, nothing open: the sidebar is a sidebar, grey and narrow",
          colour[:3] != (255.0, 255.0, 255.0) and colour[3] > 0 and sidebar["width"] <= 0.35 * width, (sidebar, width))
    page.shot(screenshots, "web-900-sidebar.png")
    for pixels in (500, 900, 1400):
        page.resize(pixels)
        last = page.columns()[-1]
        edge = page.style(f'#split .column[data-column="{last}"]', "border-right-width")
        check(f"{pixels} px: no line at the window's right edge", float(edge["border-right-width"].rstrip("px")) == 0
              and abs(edge["right"] - page.viewport()[0]) <= 1, (last, edge))
    page.resize(1400)


def reload_with_sheet(driver, page):
    """A reload while the sheet is up: the sheet is gone, and back goes where it went before."""
    page.open("/mailboxes/-/Inbox/-")
    message = int(page.js("return Number(document.querySelector('.item').dataset.message)"))
    page.click(f'.item[data-message="{message}"] button')
    page.click("#compose")
    driver.refresh()
    page.settled()
    check("a reload with the sheet up shows the columns without it",
          page.sheet() is None and page.screen("detail")["message"] == message, page.sheet())
    driver.back()
    page.settled()
    check("the first back after that reload goes back, as it would have without the reload",
          page.path() == f"{INBOX}/-" and page.screen("detail")["kind"] == "placeholder",
          (page.path(), page.screen("detail")))


def back_into_the_page(driver, page):
    """Leave the page for another address, press back: the page works as before it left."""
    page.open("/mailboxes")
    page.click('.row[data-mailbox="Inbox"] button')
    first, second = page.js("return [...document.querySelectorAll('.item')].slice(0, 2).map(i => Number(i.dataset.message))")
    page.click(f'.item[data-message="{first}"] button')
    driver.get(page.base + "/viewer")
    driver.back()
    page.settled()
    cached = page.js("return document.body.dataset.restoredFromCache") == "true"
    print(f"     (the page came back {'from the back-forward cache' if cached else 'as a new load'})")
    check("back into the page: connected, the message it left on screen",
          page.js("return document.getElementById('status').dataset.state") == "open"
          and page.screen("detail")["message"] == first and page.path() == f"{INBOX};row={first}/-/{first}",
          (page.js("return document.getElementById('status').textContent"), page.screen("detail"), page.path()))
    page.click(f'.item[data-message="{second}"] button')
    check("... and a click works there", page.screen("detail")["message"] == second and page.path().endswith(f"/{second}"),
          (page.screen("detail"), page.path()))
    check("no console error on any load so far: links, sheets, reloads, tabs, coming back", page.console_errors() == [], page.console_errors())


def offline(driver, on):
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                           {"offline": on, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})


def connection_drops(driver, page, screenshots):
    """The socket drops: the page says so plainly, keeps the clicks, reconnects by itself and
    sends each click once, on a new session at the address it shows; a sheet comes back."""
    page.open("/mailboxes/-/Inbox/-")
    items = page.js("return [...document.querySelectorAll('.item')].slice(0, 2).map(i => Number(i.dataset.message))")
    entries = page.js("return history.length")
    offline(driver, True)
    # One click sent as the socket drops (its answer never comes), one made while offline.
    page.js(f"send({{event: 'open', message: {items[0]}}}); page.socket.close()")
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.getElementById('status').dataset.state") == "offline")
    status = page.style("#status", "color", "background-color", "font-size", "font-weight", "display")
    check("offline is said plainly: a visible, coloured, full-size status",
          status["display"] != "none" and status["width"] > 60 and float(status["font-size"].rstrip("px")) >= 14
          and rgb(status["background-color"])[3] > 0 and rgb(status["background-color"])[0] > 150
          and rgb(status["background-color"])[1] < 100 and int(status["font-weight"]) >= 600
          and "offline" in page.js("return document.getElementById('status').textContent").lower(), status)
    page.shot(screenshots, "web-offline-1400.png")
    driver.find_element(By.CSS_SELECTOR, f'.item[data-message="{items[1]}"] button').click()
    time.sleep(0.6)
    check("while offline the click waits", page.js("return page.waiting.length") == 2 and page.screen("detail")["kind"] == "placeholder",
          page.js("return page.waiting.map(m => m.event)"))
    offline(driver, False)
    page.settled(timeout=20)
    sequence = int(page.js("return Number(document.body.dataset.sequence)"))
    check("back online: a new session, both clicks applied in order, each once",
          page.js("return page.reconnections") >= 1 and page.screen("detail")["message"] == items[1]
          and page.path() == f"{INBOX};row={items[1]}/-/{items[1]}" and page.js("return history.length") == entries + 2
          and sequence == page.js("return page.helloSequence") + 2,
          (page.screen("detail"), page.path(), page.js("return history.length"), entries, sequence, page.js("return page.helloSequence")))
    driver.back()
    page.settled()
    check("back: the first click's message", page.screen("detail")["message"] == items[0], page.screen("detail"))

    # A sheet with a draft survives a drop, and keeps its history entry.
    page.click("#compose")
    driver.find_element(By.CSS_SELECTOR, ".sheet textarea").send_keys("Kept")
    page.settled()
    entries = page.js("return history.length")
    offline(driver, True)
    page.js("page.socket.close()")
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.getElementById('status').dataset.state") == "offline")
    driver.find_element(By.CSS_SELECTOR, ".sheet textarea").send_keys(" across")
    offline(driver, False)
    page.settled(timeout=20)
    sheet = page.sheet()
    check("the sheet comes back on the new session with its draft, typed offline too",
          sheet is not None and sheet["kind"] == "compose" and sheet["text"] == "Kept across"
          and page.js("return page.draft && page.draft.text") == "Kept across" and page.js("return history.length") == entries,
          (sheet, page.js("return page.draft"), page.js("return history.length"), entries))
    page.click(".sheet .cancel")
    page.click(".sheet .discard")
    driver.back()
    page.settled()
    check("after the sheet, back goes where it went before it", page.path() == f"{INBOX}/-", page.path())
    page.console_errors()    # the offline attempts' errors are the network's, on purpose


if __name__ == "__main__":
    sys.exit(main())

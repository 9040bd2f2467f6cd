#!/usr/bin/env python3
"""Bad input over the WebSocket: each kind gets a typed error answer while that connection and
every other session go on, and the server's memory stays bounded through a flood.

    python3 Tests/web/robustness_test.py http://127.0.0.1:PORT --pid SERVER_PID
"""
import argparse
import asyncio
import json
import random
import sys

import websockets

passed = []
failed = []


def check(name, condition, detail=""):
    (passed if condition else failed).append(name)
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f"  ({detail})"))


def resident_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


async def answer(socket, message):
    await socket.send(message)
    return json.loads(await asyncio.wait_for(socket.recv(), 10))


async def still_works(socket, width=1400):
    reply = await answer(socket, json.dumps({"event": "resize", "width": width}))
    return reply.get("ok") is True


async def sheet_and_tabs(socket, other):
    """Bad input while a sheet is up and while a tab bar is on screen, then random sheet and tab
    events: each answered, nothing broken."""
    async def send(message):
        return await answer(socket, json.dumps(message))

    place = (await send({"event": "presentation"}))["link"]
    reply = await send({"event": "compose"})
    check("a sheet comes up", reply.get("ok") is True and reply.get("history") == "entry", reply)
    reply = await send({"event": "compose"})
    check("a second Compose while writing: alreadyComposing", reply.get("error", {}).get("code") == "alreadyComposing", reply)
    reply = await send({"event": "pick", "file": "menu.pdf"})
    check("a pick with the picker closed: notOnScreen", reply.get("error", {}).get("code") == "notOnScreen", reply)
    await send({"event": "attach"})
    reply = await send({"event": "pick", "file": "../../etc/passwd"})
    check("a file the picker does not offer: unknownFile", reply.get("error", {}).get("code") == "unknownFile", reply)
    reply = await send({"event": "back"})
    check("back closes the picker inside the sheet", reply.get("ok") is True and [c["change"] for c in reply["changes"]] == ["modalPopped"], reply)
    text = "x" * 60_000
    reply = await send({"event": "draft", "text": text})
    check("a long draft (under the message limit) is kept", reply.get("ok") is True and len(reply["draft"]["text"]) == len(text), len(str(reply)))
    for name, message in [("Cancel", {"event": "cancel"}), ("back", {"event": "back"}), ("the browser's back", {"event": "reach", "link": "/x"}),
                          ("a link elsewhere", {"event": "reach", "link": "/mailboxes/-/Sent/-"})]:
        reply = await send(message)
        check(f"{name} on an unsent draft: vetoed", reply.get("error", {}).get("code") == "vetoed", reply)
    reply = await send({"event": "presentation"})
    check("the refusals changed nothing: the sheet is up, the columns as they were",
          len(reply["presentation"]["modals"]) == 1 and reply["link"] == place, (reply.get("link"), place))
    check("another session sees no sheet", (await answer(other, json.dumps({"event": "presentation"})))["presentation"]["modals"] == [])
    reply = await send({"event": "discard"})
    check("Discard closes the sheet", reply.get("ok") is True and reply.get("history") == "back", reply)

    reply = await send({"event": "reach", "link": "/mailboxes/-/All%20Inboxes/-"})
    bar = [c["child"] for c in reply.get("changes", []) if c.get("child", {}).get("tabs")]
    check("a link opens All Inboxes with its tab bar", reply.get("ok") is True and len(bar) == 1, reply)
    list_id = bar[0]["id"] if bar else 0
    reply = await send({"event": "tab", "child": list_id, "tab": "spam"})
    check("a tab the bar lacks: unknownTab", reply.get("error", {}).get("code") == "unknownTab", reply)
    reply = await send({"event": "tab", "child": list_id, "tab": "x" * 50_000})
    check("a very long tab name: unknownTab", reply.get("error", {}).get("code") == "unknownTab", len(str(reply)))

    # Random sheet and tab events in any order, valid or not: every one is answered with an
    # answer or a typed error, and the session keeps one sheet at most and a sound presentation.
    generator = random.Random(16)
    files = ["menu.pdf", "agenda.pdf", "nope.exe"]
    answered = True
    for step in range(400):
        kind = generator.choice(["compose", "attach", "pick", "draft", "send", "cancel", "discard", "back", "reach",
                                 "tab", "resize", "open", "presentation"])
        message = {"event": kind, "id": step}
        if kind == "pick":
            message["file"] = generator.choice(files)
        elif kind == "draft":
            message["text"] = generator.choice(["", "hello", "ünïcødé ✉"])
        elif kind == "reach":
            message["link"] = generator.choice(["/mailboxes", "/mailboxes/-/All%20Inboxes/-?tab=other", "/mailboxes/-/Inbox/-/2", "/"])
        elif kind == "tab":
            message["child"] = generator.choice([1, list_id, generator.randrange(0, 400)])
            message["tab"] = generator.choice(["focused", "other", "trash"])
        elif kind == "resize":
            message["width"] = generator.choice([400, 900, 1400])
        elif kind == "open":
            message["message"] = generator.choice([1, 21, 999])
        reply = await send(message)
        if reply.get("reply") != step or not (reply.get("ok") is True or reply.get("error", {}).get("code")):
            answered = False
            print(f"     step {step}: {message} → {reply}")
            break
    check("400 random sheet and tab events: each answered in order, with an answer or a typed error", answered)
    reply = await send({"event": "presentation"})
    modals = reply.get("presentation", {}).get("modals", [])
    check("after them: one sheet at most, its root the draft",
          reply.get("ok") is True and len(modals) <= 1 and all(m["stack"][0]["kind"] == "compose" for m in modals), modals)
    if modals:
        await send({"event": "discard"})
    check("the connection goes on", await still_works(socket))
    await send({"event": "reach", "link": "/mailboxes/-/Inbox/-"})


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("base")
    parser.add_argument("--pid", type=int, required=True)
    parser.add_argument("--flood", type=int, default=5000)
    options = parser.parse_args()
    url = options.base.replace("http://", "ws://").rstrip("/") + "/ws"

    other = await websockets.connect(url, max_size=2**24, ping_interval=None)
    socket = await websockets.connect(url, max_size=2**24, ping_interval=None)
    hello = json.dumps({"event": "hello", "link": "/mailboxes/-/Inbox/-", "width": 1400})
    await answer(other, hello)

    reply = await answer(socket, json.dumps({"event": "back"}))
    check("an event before hello: notStarted", reply["error"]["code"] == "notStarted", reply)
    await answer(socket, hello)

    bad = [
        ("not JSON", "this is not JSON", "malformedInput"),
        ("JSON that is not an object", "[1, 2, 3]", "malformedInput"),
        ("an unknown event", '{"event":"teleport"}', "malformedInput"),
        ("an unknown field", '{"event":"back","colour":"red"}', "malformedInput"),
        ("a wrong kind of value", '{"event":"resize","width":"wide"}', "malformedInput"),
        ("a fraction", '{"event":"resize","width":1.5}', "malformedInput"),
        ("a number past 64 bits", '{"event":"resize","width":123456789012345678901234567890}', "malformedInput"),
        ("deep nesting", "[" * 30000 + "]" * 30000, None),
        ("a link that names nothing", '{"event":"reach","link":"/mailboxes/-/Nowhere"}', "invalidLink"),
        ("a message that does not exist", '{"event":"open","message":999999}', "unknownMessage"),
        ("a sidebar that does not exist", '{"event":"select","child":77,"row":2}', "unknownChild"),
        ("a row that does not exist", '{"event":"select","child":1,"row":4242}', None),
        ("back past the root", None, "rootCannotBePopped"),
        ("a message over 64 KiB", '{"event":"back","pad":"' + "x" * 200_000 + '"}', "limitExceeded"),
        ("bytes that are not UTF-8", b"\xff\xfe\x00{", "malformedInput"),
        # The compose sheet's and the tab bar's events, where nothing they name is on screen.
        ("Cancel with no sheet up", '{"event":"cancel"}', "noModal"),
        ("Send with no sheet up", '{"event":"send"}', "noModal"),
        ("a draft with no sheet up", '{"event":"draft","text":"hi"}', "noModal"),
        ("a pick with no sheet up", '{"event":"pick","file":"menu.pdf"}', "noModal"),
        ("a draft that is not text", '{"event":"draft","text":{"a":1}}', "malformedInput"),
        ("a compose with a style", '{"event":"compose","style":"fullScreenCover"}', "malformedInput"),
        ("a tab of a child that is no tab bar", '{"event":"tab","child":1,"tab":"other"}', "notATabGroup"),
        ("a tab of a child that does not exist", '{"event":"tab","child":77,"tab":"other"}', "unknownChild"),
        ("a tab without its name", '{"event":"tab","child":1}', "malformedInput"),
        ("a link naming a tab it cannot show", '{"event":"reach","link":"/mailboxes/-/Inbox/-?tab=other"}', "invalidLink"),
        ("a link naming a tab twice", '{"event":"reach","link":"/mailboxes/-/All%20Inboxes/-?tab=other&tab=other"}', "invalidLink"),
    ]
    for name, message, code in bad:
        if message is None:
            for _ in range(4):
                reply = await answer(socket, json.dumps({"event": "back"}))
        else:
            reply = await answer(socket, message)
        ok = reply.get("ok") is False and "code" in reply.get("error", {}) and (code is None or reply["error"]["code"] == code)
        check(f"{name}: answered {code or 'a typed error'}", ok, reply)
        check(f"{name}: the connection goes on", await still_works(socket))
    check("the other session goes on", await still_works(other))
    await sheet_and_tabs(socket, other)

    # A flood: many messages sent at once, read concurrently; every one is answered, in order.
    before = resident_kib(options.pid)
    flood = [json.dumps({"event": "resize", "width": 400 + (i % 3) * 500, "id": i}) for i in range(options.flood)]

    async def send_all():
        for message in flood:
            await socket.send(message)

    async def read_all():
        replies = []
        for _ in flood:
            replies.append(json.loads(await asyncio.wait_for(socket.recv(), 30)))
        return replies

    _, replies = await asyncio.gather(send_all(), read_all())
    check(f"a flood of {options.flood}: every message answered, in order",
          [reply.get("reply") for reply in replies] == list(range(options.flood)))
    # A client that sends without reading: the server stops reading from it (one message and one
    # answer in hand) instead of queueing its answers.
    stalled = await websockets.connect(url, max_size=2**24, max_queue=1, ping_interval=None)
    await answer(stalled, hello)
    sent = 0
    try:
        async with asyncio.timeout(3):
            while sent < 200_000:
                await stalled.send('{"event":"resize","width":900,"pad":"' + "x" * 1000 + '"}')
                sent += 1
    except TimeoutError:
        pass
    check("a client that never reads is held back by the socket", sent < 200_000, sent)
    check("other sessions go on during a stalled flood", await still_works(other))
    after = resident_kib(options.pid)
    growth = after - before
    print(f"     server memory: {before} KiB before the floods, {after} KiB after ({sent} messages sent unread)")
    check("the server's memory stays bounded (grew under 64 MiB)", growth < 64 * 1024, growth)
    await stalled.close()

    # A frame over the maximum frame size closes that connection only (close code 1009).
    big = await websockets.connect(url, max_size=2**24, ping_interval=None)
    await answer(big, hello)
    closed_with = None
    try:
        await big.send("x" * (2 << 20))
        await asyncio.wait_for(big.recv(), 10)
    except websockets.ConnectionClosed as closed:
        closed_with = closed.rcvd.code if closed.rcvd else None
    check("a frame over 1 MiB closes that connection with 1009", closed_with == 1009, closed_with)
    check("every other session goes on", await still_works(other) and await still_works(socket))

    await socket.close()
    await other.close()
    print(f"{len(passed)} passed, {len(failed)} failed")
    return 0 if not failed else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

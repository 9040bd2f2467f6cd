#!/usr/bin/env python3
"""Bad input over the WebSocket: each kind gets a typed error answer while that connection and
every other session go on, and the server's memory stays bounded through a flood.

    python3 Tests/web/robustness_test.py http://127.0.0.1:PORT --pid SERVER_PID
"""
import argparse
import asyncio
import json
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

#!/usr/bin/env python3
"""Load test of split-web on loopback: SESSIONS concurrent sessions, each sending EVENTS events
one at a time and waiting for each answer, then the same traffic against the bare /echo
WebSocket endpoint of the same server. Checks that nothing is lost or mixed between sessions,
and prints the p50/p99 round trips and their ratio to the echo's.

    python3 Tests/web/load_test.py http://127.0.0.1:PORT --sessions 100 --events 1000
"""
import argparse
import asyncio
import json
import statistics
import sys
import time

import websockets

MAILBOX_ROWS = {2: "Inbox", 3: "Sent", 4: "Drafts", 6: "Projects", 7: "Reports"}
WIDTHS = [1400, 900, 400]


class Failure(Exception):
    pass


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def navigation_session(url, number, events, latencies):
    """One tab: opens its own mailbox, opens its messages, resizes and goes back. Every answer
    must pair with the message sent (its id), come from its own session (its links name that
    session's mailbox and message), and number the steps without a gap."""
    row = list(MAILBOX_ROWS)[number % len(MAILBOX_ROWS)]
    mailbox = MAILBOX_ROWS[row]
    async with websockets.connect(url + "/ws", max_size=2**22, ping_interval=None) as socket:
        async def ask(message):
            started = time.perf_counter()
            await socket.send(json.dumps(message))
            answer = json.loads(await socket.recv())
            latencies.append(time.perf_counter() - started)
            if answer.get("reply") != message["id"]:
                raise Failure(f"session {number}: answer {answer.get('reply')} for message {message['id']}")
            return answer

        hello = await ask({"event": "hello", "link": "/mailboxes", "width": 1400, "id": 0})
        sequence = hello["sequence"]
        messages = []
        for i in range(events):
            kind = i % 4
            if kind == 0:
                message = {"event": "select", "child": 1, "row": row}
            elif kind == 1:
                message = {"event": "open", "message": messages[(i // 4) % len(messages)] if messages else 1}
            elif kind == 2:
                message = {"event": "resize", "width": WIDTHS[(i // 4) % len(WIDTHS)]}
            else:
                message = {"event": "back"}
            message["id"] = i + 1
            answer = await ask(message)
            if not answer.get("ok"):
                raise Failure(f"session {number}: {message} refused: {answer.get('error')}")
            sequence += 1
            if answer["sequence"] != sequence:
                raise Failure(f"session {number}: step {answer['sequence']}, expected {sequence} (lost or mixed)")
            link = answer["link"]
            if kind == 0:
                if not link.startswith(f"/mailboxes/-/{mailbox}"):
                    raise Failure(f"session {number}: selected {mailbox}, link is {link}")
                for change in answer["changes"]:
                    child = change.get("child") or {}
                    if child.get("kind") == "mailbox":
                        messages = [item["message"] for item in child["items"]]
            elif kind == 1 and not link.endswith(f"/{message['message']}"):
                raise Failure(f"session {number}: opened {message['message']}, link is {link}")


async def echo_session(url, events, latencies):
    async with websockets.connect(url + "/echo", max_size=2**22, ping_interval=None) as socket:
        for i in range(events + 1):
            text = json.dumps({"event": "open", "message": i % 30 + 1, "id": i})
            started = time.perf_counter()
            await socket.send(text)
            answer = await socket.recv()
            latencies.append(time.perf_counter() - started)
            if answer != text:
                raise Failure("the echo answered something else")


async def measure(make_sessions):
    latencies = []
    started = time.perf_counter()
    await asyncio.gather(*make_sessions(latencies))
    return latencies, time.perf_counter() - started


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("base", help="the server, e.g. http://127.0.0.1:8080")
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--events", type=int, default=1000)
    options = parser.parse_args()
    url = options.base.replace("http://", "ws://").rstrip("/")

    try:
        navigation, navigation_time = await measure(
            lambda latencies: [navigation_session(url, n, options.events, latencies) for n in range(options.sessions)])
        echo, echo_time = await measure(
            lambda latencies: [echo_session(url, options.events, latencies) for _ in range(options.sessions)])
    except Failure as failure:
        print(f"FAILED: {failure}")
        print("0 passed, 1 failed")
        return 1

    expected = options.sessions * (options.events + 1)
    if len(navigation) != expected:
        print(f"FAILED: {len(navigation)} answers, expected {expected}")
        print("0 passed, 1 failed")
        return 1
    def row(name, values, seconds):
        return (f"{name:<11} {len(values):>8} {percentile(values, .5) * 1000:>9.3f} {percentile(values, .99) * 1000:>9.3f}"
                f" {statistics.fmean(values) * 1000:>9.3f} {len(values) / seconds:>10.0f}")
    print(f"{options.sessions} sessions x {options.events} events, one at a time per session, all sessions at once")
    print(f"{'endpoint':<11} {'messages':>8} {'p50 ms':>9} {'p99 ms':>9} {'mean ms':>9} {'msgs/s':>10}")
    print(row("navigation", navigation, navigation_time))
    print(row("bare echo", echo, echo_time))
    print(f"ratio navigation/echo: p50 {percentile(navigation, .5) / percentile(echo, .5):.2f}x,"
          f" p99 {percentile(navigation, .99) / percentile(echo, .99):.2f}x")
    print("nothing lost or mixed: every answer paired, every session's steps numbered without a gap")
    print("1 passed, 0 failed")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

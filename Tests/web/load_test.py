#!/usr/bin/env python3
"""Load test of split-web on loopback: SESSIONS concurrent sessions, each sending EVENTS events
one at a time and waiting for each answer, and the same traffic against the bare /echo
WebSocket endpoint of the same server. Checks that nothing is lost or mixed between sessions,
and prints the p50/p99 round trips and their ratio to the echo's.

The two endpoints take turns in ROUNDS rounds (10 by default), each round all navigation
sessions for EVENTS/ROUNDS events, then all echo sessions for as many, every connection kept
open from the first round to the last: on a machine shared with other work, whose load changes
from one second to the next, both endpoints meet the same load. --rounds 1 runs all the
navigation first, then all the echo.

    python3 Tests/web/load_test.py http://127.0.0.1:PORT --sessions 100 --events 1000
"""
import argparse
import asyncio
import contextlib
import json
import re
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


class NavigationSession:
    """One tab: opens its own mailbox, opens its messages, resizes and goes back. Every answer
    must pair with the message sent (its id), come from its own session (its links name that
    session's mailbox and message), and number the steps without a gap."""

    def __init__(self, socket, number):
        self.socket = socket
        self.number = number
        row = list(MAILBOX_ROWS)[number % len(MAILBOX_ROWS)]
        self.row = row
        self.mailbox = MAILBOX_ROWS[row]
        self.sent = 0
        self.sequence = None
        self.messages = []

    async def ask(self, message, latencies):
        started = time.perf_counter()
        await self.socket.send(json.dumps(message))
        answer = json.loads(await self.socket.recv())
        latencies.append(time.perf_counter() - started)
        if answer.get("reply") != message["id"]:
            raise Failure(f"session {self.number}: answer {answer.get('reply')} for message {message['id']}")
        return answer

    async def run(self, events, latencies):
        """The session's next `events` events (the first call starts with the hello)."""
        if self.sequence is None:
            hello = await self.ask({"event": "hello", "link": "/mailboxes", "width": 1400, "id": 0}, latencies)
            self.sequence = hello["sequence"]
        for i in range(self.sent, self.sent + events):
            kind = i % 4
            if kind == 0:
                message = {"event": "select", "child": 1, "row": self.row}
            elif kind == 1:
                message = {"event": "open", "message": self.messages[(i // 4) % len(self.messages)] if self.messages else 1}
            elif kind == 2:
                message = {"event": "resize", "width": WIDTHS[(i // 4) % len(WIDTHS)]}
            else:
                message = {"event": "back"}
            message["id"] = i + 1
            answer = await self.ask(message, latencies)
            if not answer.get("ok"):
                raise Failure(f"session {self.number}: {message} refused: {answer.get('error')}")
            self.sequence += 1
            if answer["sequence"] != self.sequence:
                raise Failure(f"session {self.number}: step {answer['sequence']}, expected {self.sequence} (lost or mixed)")
            link = answer["link"]
            if kind == 0:
                if not re.match(rf"/mailboxes;node={self.row};open=[0-9,]*/-/{self.mailbox}(;|/|$)", link):
                    raise Failure(f"session {self.number}: selected {self.mailbox}, link is {link}")
                for change in answer["changes"]:
                    child = change.get("child") or {}
                    if child.get("kind") == "mailbox":
                        self.messages = [item["message"] for item in child["items"]]
            elif kind == 1 and not link.endswith(f"/{message['message']}"):
                raise Failure(f"session {self.number}: opened {message['message']}, link is {link}")
        self.sent += events


class EchoSession:
    def __init__(self, socket):
        self.socket = socket
        self.sent = 0

    async def run(self, events, latencies):
        # One more than asked the first time: the navigation session's hello.
        count = events + (1 if self.sent == 0 else 0)
        for i in range(self.sent, self.sent + count):
            text = json.dumps({"event": "open", "message": i % 30 + 1, "id": i})
            started = time.perf_counter()
            await self.socket.send(text)
            answer = await self.socket.recv()
            latencies.append(time.perf_counter() - started)
            if answer != text:
                raise Failure("the echo answered something else")
        self.sent += count


async def measure(sessions, events, latencies):
    """All sessions at once, each `events` events; answers the time it took."""
    started = time.perf_counter()
    await asyncio.gather(*(session.run(events, latencies) for session in sessions))
    return time.perf_counter() - started


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("base", help="the server, e.g. http://127.0.0.1:8080")
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--events", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=10)
    options = parser.parse_args()
    url = options.base.replace("http://", "ws://").rstrip("/")
    rounds = max(1, min(options.rounds, options.events))
    # Each round's share of the events; the first rounds take the remainder.
    shares = [options.events // rounds + (1 if r < options.events % rounds else 0) for r in range(rounds)]

    navigation, echo = [], []
    navigation_time = echo_time = 0.0
    async with contextlib.AsyncExitStack() as stack:
        async def open_sockets(path):
            return [await stack.enter_async_context(websockets.connect(url + path, max_size=2**22, ping_interval=None))
                    for _ in range(options.sessions)]
        try:
            navigation_sessions = [NavigationSession(socket, n) for n, socket in enumerate(await open_sockets("/ws"))]
            echo_sessions = [EchoSession(socket) for socket in await open_sockets("/echo")]
            for share in shares:
                navigation_time += await measure(navigation_sessions, share, navigation)
                echo_time += await measure(echo_sessions, share, echo)
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
    print(f"{options.sessions} sessions x {options.events} events, one at a time per session, all sessions at once,"
          f" the endpoints taking turns in {rounds} round{'s' if rounds > 1 else ''}")
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

"""The Swift kit's speed yardstick: a two-column split navigator in plain Python, driven by
Hypothesis's RuleBasedStateMachine with one invariant, timed in events (rule calls) a second.

It models the same events, under the same rules, as the Swift side of the comparison
(`flows-speed core` in Benchmarks/Tools/FlowSpeed): a two-column split starting regular with one
primary root (`mailboxes`) under `detailOnTop`, and the events

    push (a route preferring the primary or the detail column, onto its column or a named one),
    pop (of a column), popToRoot (of a column), back, showDetail (0 to 3 routes),
    setLayout (compact: collapse; regular: split),

with rejected events (popping the root or an empty column, back from the root) leaving the
state as it was, a cap of 12 children on pushes and showDetail, and the one invariant "child
ids are unique and below the counter" after every step.

Usage: python3 navigation_machine.py [EVENTS]     (default 20,000)
Prints one line: `hypothesis events=N seconds=S cpu_seconds=C events_per_second=R
events_per_cpu_second=P` (wall clock, and this process's CPU time, which other jobs on a shared
machine move much less).
"""

import sys
import time

from hypothesis import HealthCheck, Phase, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

LENGTH = 50  # events a sequence, as the Swift runner's `length`
MAX_CHILDREN = 12

ROUTES = st.one_of(
    st.just(("mailboxes",)),
    st.tuples(st.just("mailbox"), st.integers(0, 9)),
    st.tuples(st.just("message"), st.integers(0, 99)),
    st.just(("compose",)),
)
COLUMNS = st.sampled_from(["primary", "detail"])


class Rejected(Exception):
    """An event the navigator refuses; the state stays as it was."""


class Navigator:
    """Two columns, or one compact stack; children are (id, route, preferred column) tuples."""

    def __init__(self):
        self.layout = "regular"
        self.primary = [(1, ("mailboxes",), "primary")]
        self.detail = []
        self.stack = []
        self.next_id = 2

    def children(self):
        return self.primary + self.detail if self.layout == "regular" else list(self.stack)

    def column(self, column):
        if self.layout == "regular":
            return self.primary if column == "primary" else self.detail
        return [child for child in self.stack if child[2] == column]

    def make(self, route, column):
        child = (self.next_id, route, column)
        self.next_id += 1
        return child

    def push(self, route, preferring, onto):
        column = onto or preferring
        child = self.make(route, column)
        if self.layout == "regular":
            self.column(column).append(child)
        else:
            self.stack.append(child)

    def remove(self, ids):
        self.primary = [c for c in self.primary if c[0] not in ids]
        self.detail = [c for c in self.detail if c[0] not in ids]
        self.stack = [c for c in self.stack if c[0] not in ids]

    def root_id(self):
        return (self.primary if self.layout == "regular" else self.stack)[0][0]

    def pop(self, column):
        children = self.column(column)
        if not children:
            raise Rejected("columnEmpty")
        if children[-1][0] == self.root_id():
            raise Rejected("rootCannotBePopped")
        self.remove({children[-1][0]})

    def pop_to_root(self, column):
        children = self.column(column)
        if not children:
            raise Rejected("columnEmpty")
        self.remove({child[0] for child in children[1:]})

    def back(self):
        if self.layout == "compact":
            if len(self.stack) == 1:
                raise Rejected("rootCannotBePopped")
            self.stack.pop()
        else:
            self.pop("detail" if self.detail else "primary")

    def show_detail(self, routes):
        made = [self.make(route, "detail") for route in routes]
        if self.layout == "regular":
            self.detail = made
        else:
            self.stack = [c for c in self.stack if c[2] == "primary"] + made

    def set_layout(self, layout):
        if layout == self.layout:
            return
        if layout == "compact":  # detailOnTop: the primary children, then the detail ones
            self.stack, self.primary, self.detail = self.primary + self.detail, [], []
        else:
            self.primary = [c for c in self.stack if c[2] == "primary"]
            self.detail = [c for c in self.stack if c[2] == "detail"]
            self.stack = []
        self.layout = layout


class NavigationMachine(RuleBasedStateMachine):
    events = 0  # rule calls over the whole run

    def __init__(self):
        super().__init__()
        self.navigator = Navigator()

    def send(self, apply):
        NavigationMachine.events += 1
        try:
            apply()
        except Rejected:
            pass

    def has_room(self, count=1):
        return len(self.navigator.children()) + count <= MAX_CHILDREN

    @precondition(lambda self: self.has_room())
    @rule(route=ROUTES, preferring=COLUMNS, onto=st.one_of(st.none(), COLUMNS))
    def push(self, route, preferring, onto):
        self.send(lambda: self.navigator.push(route, preferring, onto))

    @rule(column=COLUMNS)
    def pop(self, column):
        self.send(lambda: self.navigator.pop(column))

    @rule(column=COLUMNS)
    def pop_to_root(self, column):
        self.send(lambda: self.navigator.pop_to_root(column))

    @rule()
    def back(self):
        self.send(self.navigator.back)

    @rule(routes=st.lists(ROUTES, max_size=3))
    def show_detail(self, routes):
        detail = len(self.navigator.column("detail"))
        routes = routes[: max(0, MAX_CHILDREN - (len(self.navigator.children()) - detail))]
        self.send(lambda: self.navigator.show_detail(routes))

    @rule(layout=st.sampled_from(["compact", "regular"]))
    def set_layout(self, layout):
        self.send(lambda: self.navigator.set_layout(layout))

    @invariant()
    def ids_unique_and_below_the_counter(self):
        ids = [child[0] for child in self.navigator.children()]
        assert len(set(ids)) == len(ids) and all(i < self.navigator.next_id for i in ids)


def main():
    events = int(sys.argv[1]) if len(sys.argv) > 1 else 20_000
    test = NavigationMachine.TestCase
    test.settings = settings(
        max_examples=max(1, events // LENGTH),
        stateful_step_count=LENGTH,
        deadline=None,
        database=None,
        derandomize=True,  # a fixed seed, as the Swift side's
        phases=[Phase.generate],  # nothing fails, so nothing to shrink
        suppress_health_check=list(HealthCheck),
    )
    start, cpu_start = time.perf_counter(), time.process_time()
    test("runTest").runTest()
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu_start
    n = NavigationMachine.events
    print(f"hypothesis events={n} seconds={seconds:.3f} cpu_seconds={cpu:.3f} "
          f"events_per_second={n / seconds:.0f} events_per_cpu_second={n / cpu:.0f}")


if __name__ == "__main__":
    main()

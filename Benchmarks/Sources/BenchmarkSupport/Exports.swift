// The suites see the workloads through this module, which adds what only a benchmark run needs
// (the benchmark package, and with it the malloc interposer the suites' malloc counters read).
// The tools import `Workloads` alone, so that their figures are not those of an interposed
// allocator: a user's test binary does not carry one.
@_exported import Workloads

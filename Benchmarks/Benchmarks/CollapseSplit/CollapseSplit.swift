import Benchmark
import BenchmarkSupport
import SplitNavigation

// Collapse (regular → compact) and split (compact → regular) of states of 10, 1,000 and 100,000
// children, shared evenly by the columns (two, then three), through `send(.setLayout(_:))`; the
// baseline concatenates and partitions plain arrays. Each iteration goes through a million children in all (100,000
// states of 10, 1,000 of 1,000, 10 of 100,000), so the figures are per child and a cost that
// grows linearly shows as the same figure at every size.

let benchmarks: @Sendable () -> Void = {
    let totalChildren = BenchmarkRun.size(1_000_000, smoke: 1_000)
    let sizes = BenchmarkRun.isSmoke ? [10, 1_000] : [10, 1_000, 100_000]
    let configuration = BenchmarkRun.configuration(units: totalChildren, seconds: 4, iterations: 15)

    for columns in SplitColumns.allCases {
        // Two-column names stay as they were, so earlier results compare.
        let prefix = columns == .three ? "three-column " : ""
        for children in sizes {
            let workload = SplitWorkload(children: children, totalChildren: totalChildren, columns: columns)

            Benchmark("\(prefix)collapse \(children) library", configuration: configuration) { benchmark in
                var navigators = workload.navigators(in: .regular)
                benchmark.startMeasurement()
                for index in navigators.indices {
                    blackHole(try navigators[index].send(.setLayout(.compact)))
                }
                benchmark.stopMeasurement()
                benchmark.record(units: workload.copies * children)
                blackHole(navigators)
            }

            Benchmark("\(prefix)collapse \(children) baseline", configuration: configuration) { benchmark in
                var columns = workload.plainColumns(compact: false)
                benchmark.startMeasurement()
                for index in columns.indices {
                    columns[index].collapse()
                }
                benchmark.stopMeasurement()
                benchmark.record(units: workload.copies * children)
                blackHole(columns)
            }

            Benchmark("\(prefix)split \(children) library", configuration: configuration) { benchmark in
                var navigators = workload.navigators(in: .compact)
                benchmark.startMeasurement()
                for index in navigators.indices {
                    blackHole(try navigators[index].send(.setLayout(.regular)))
                }
                benchmark.stopMeasurement()
                benchmark.record(units: workload.copies * children)
                blackHole(navigators)
            }

            Benchmark("\(prefix)split \(children) baseline", configuration: configuration) { benchmark in
                var columns = workload.plainColumns(compact: true)
                benchmark.startMeasurement()
                for index in columns.indices {
                    columns[index].split()
                }
                benchmark.stopMeasurement()
                benchmark.record(units: workload.copies * children)
                blackHole(columns)
            }
        }
    }
}

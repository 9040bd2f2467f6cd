import Benchmark
import BenchmarkSupport
import SplitNavigation

// Accordion lookups and toggles on 1,000, 100,000 and 1,000,000 visible rows, in three shapes
// (one big panel, panels of ten, a deep tree), against an accordion menu kept as a flat array
// of (id, depth) rows (see PlainAccordion):
//
// - rowToNode: the node at a visible row, and its parent;
// - nodeToRow: the visible row of a node;
// - toggle: collapse a node with children, then expand it again (two units).
//
// The library does 1,000 operations an iteration at every size; the baseline, whose operations
// are linear, fewer at the larger sizes. The figures are per operation. Lookups read a local
// copy of the value taken before the measurement, on both sides: reading a struct out of the
// fixture's class property on every call would retain and release each of its buffers, which
// measures the property access rather than the lookup.

let benchmarks: @Sendable () -> Void = {
    let sizes = BenchmarkRun.isSmoke ? [1_000] : [1_000, 100_000, 1_000_000]
    let libraryTargets = 1_000

    for count in sizes {
        let baselineTargets = max(10, 1_000_000 / count)

        // Not a baseline but a floor: one hash lookup of a node id among `count`, with targets
        // drawn the same way. A lookup by id can cost no less, and this shows how much of the
        // growth from 1k to 1M rows is the memory hierarchy's rather than the accordion's.
        Benchmark("dictionary lookup of 1 id among \(count)", configuration: BenchmarkRun.configuration(units: libraryTargets, seconds: 2, iterations: 30)) { (benchmark: Benchmark, floor: (index: [AccordionNodeID: Int], nodes: [Int])) in
            let index = floor.index
            benchmark.startMeasurement()
            for id in floor.nodes {
                blackHole(index[AccordionNodeID(id)])
            }
            benchmark.stopMeasurement()
            benchmark.record(units: floor.nodes.count)
        } setup: {
            var index: [AccordionNodeID: Int] = [:]
            index.reserveCapacity(count)
            for id in 1...count { index[AccordionNodeID(id)] = id }
            return (index, AccordionFixture(.onePanel, count: count, targets: libraryTargets, library: false, baseline: false).nodes)
        }
        for kind in TreeShape.Kind.allCases {
            let name = "\(count) rows \(kind.rawValue)"
            // A toggle benchmark does two operations a target.
            func library(_ perTarget: Int = 1) -> Benchmark.Configuration {
                BenchmarkRun.configuration(units: perTarget * libraryTargets, seconds: 2, iterations: 30)
            }
            func baseline(_ perTarget: Int = 1) -> Benchmark.Configuration {
                BenchmarkRun.configuration(units: perTarget * baselineTargets, seconds: 2, iterations: 10)
            }
            func fixture(library: Bool) -> AccordionFixture {
                AccordionFixture(kind, count: count, targets: library ? libraryTargets : baselineTargets, library: library, baseline: !library)
            }

            Benchmark("rowToNode \(name) library", configuration: library()) { (benchmark: Benchmark, fixture: AccordionFixture) in
                let accordion = fixture.accordion
                benchmark.startMeasurement()
                for index in fixture.rows {
                    let id = try! accordion.row(at: index).id!
                    blackHole(try! accordion.parent(of: id))
                }
                benchmark.stopMeasurement()
                benchmark.record(units: fixture.rows.count)
            } setup: { fixture(library: true) }

            Benchmark("rowToNode \(name) baseline", configuration: baseline()) { (benchmark: Benchmark, fixture: AccordionFixture) in
                let plain = fixture.plain
                benchmark.startMeasurement()
                for index in fixture.rows {
                    blackHole(plain.node(atRow: index))
                }
                benchmark.stopMeasurement()
                benchmark.record(units: fixture.rows.count)
            } setup: { fixture(library: false) }

            Benchmark("nodeToRow \(name) library", configuration: library()) { (benchmark: Benchmark, fixture: AccordionFixture) in
                let accordion = fixture.accordion
                benchmark.startMeasurement()
                for id in fixture.nodes {
                    blackHole(try! accordion.visibleIndex(of: AccordionNodeID(id)))
                }
                benchmark.stopMeasurement()
                benchmark.record(units: fixture.nodes.count)
            } setup: { fixture(library: true) }

            Benchmark("nodeToRow \(name) baseline", configuration: baseline()) { (benchmark: Benchmark, fixture: AccordionFixture) in
                let plain = fixture.plain
                benchmark.startMeasurement()
                for id in fixture.nodes {
                    blackHole(plain.row(of: id))
                }
                benchmark.stopMeasurement()
                benchmark.record(units: fixture.nodes.count)
            } setup: { fixture(library: false) }

            Benchmark("toggle \(name) library", configuration: library(2)) { (benchmark: Benchmark, fixture: AccordionFixture) in
                benchmark.startMeasurement()
                for id in fixture.toggles {
                    blackHole(try! fixture.accordion.toggle(AccordionNodeID(id)))
                    blackHole(try! fixture.accordion.toggle(AccordionNodeID(id)))
                }
                benchmark.stopMeasurement()
                benchmark.record(units: 2 * fixture.toggles.count)
            } setup: { fixture(library: true) }

            Benchmark("toggle \(name) baseline", configuration: baseline(2)) { (benchmark: Benchmark, fixture: AccordionFixture) in
                benchmark.startMeasurement()
                for id in fixture.toggles {
                    fixture.plain.toggle(id)
                    fixture.plain.toggle(id)
                }
                benchmark.stopMeasurement()
                benchmark.record(units: 2 * fixture.toggles.count)
            } setup: { fixture(library: false) }
        }
    }
}

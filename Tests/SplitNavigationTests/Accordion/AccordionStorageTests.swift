import SplitNavigation
import Testing

/// `hasSameStorage(as:)`, by which the testing kit's invariants law leaves out the full check of
/// an accordion whose storage it has checked: only copies that share every buffer have the same
/// storage, whatever equality (a comparison of contents) says.
@Suite struct AccordionStorageTests {
    @Test func onlyCopiesHaveTheSameStorage() throws {
        let accordion = try sampleAccordion()
        let copy = accordion
        #expect(copy.hasSameStorage(as: accordion))

        var expanded = accordion
        try expanded.expand(1)
        #expect(!expanded.hasSameStorage(as: accordion))
        #expect(accordion.hasSameStorage(as: copy), "the copy kept its storage")

        // Expanded and collapsed again: equal contents, storage of its own.
        try expanded.collapse(1)
        #expect(expanded == accordion)
        #expect(!expanded.hasSameStorage(as: accordion))

        // Built again, or read back from JSON: equal, in storage of its own.
        let rebuilt = try sampleAccordion()
        #expect(rebuilt == accordion && !rebuilt.hasSameStorage(as: accordion))
        let (decoded, _) = try roundTrip(accordion)
        #expect(decoded == accordion && !decoded.hasSameStorage(as: accordion))

        // A selection alone is a stored field of its own.
        var selected = accordion
        try selected.expand(1)
        let before = selected
        _ = try selected.select(2)
        #expect(!selected.hasSameStorage(as: before))
    }
}

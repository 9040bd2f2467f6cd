import SplitNavigation
import Testing

/// The three `select`s of earlier versions still build the events their new names do, and the
/// JSON forms keep the name `select`, so that saved recordings and bridge clients read on.
@Suite("Renamed selects")
struct RenamedSelectTests {
    @available(*, deprecated, message: "calls the deprecated names on purpose")
    @Test func theOldNamesMakeTheRenamedEvents() {
        let shown = [NewChild("Message", preferring: .detail)]
        #expect(NavigationEvent<String>.select("m1", in: 2, showing: shown) == .selectRow("m1", in: 2, showing: shown))
        #expect(TabEvent<String>.select("mail") == .selectTab("mail"))
        #expect(AccordionEvent<String>.select(3) == .selectNode(3))
    }

    @Test func theJSONFormsStillSaySelect() throws {
        let row = NavigationEvent<String>.selectRow("m1", in: 2, showing: [NewChild("Message", preferring: .detail)])
        let tab = NavigationEvent<String>.tabs(1, .selectTab("mail"))
        let node = NavigationEvent<String>.accordion(1, .selectNode(3))
        #expect(row.name == "select")
        for event in [row, tab, node] {
            let json = try event.jsonData()
            #expect(String(decoding: json, as: UTF8.self).contains(#""select""#))
            #expect(try NavigationEvent<String>(json: json) == event)
        }
    }
}

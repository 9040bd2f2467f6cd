import Testing

/// split-demo's All Inboxes list has a tab bar, Focused and Other: each tab keeps the message it
/// had open, and switching back brings back the same children, through a collapse and a split,
/// under every policy.
@Suite("split-demo tab bar")
struct DemoTabBarTests {
    @Test(arguments: ["detailOnTop", "chronological", "hideDetail"])
    func eachTabKeepsItsOwnMessageThroughACollapseAndASplit(policy: String) throws {
        let output = try run("split-demo", ["--plain", "--width", "100", "--policy", policy])
        let start = try #require(output.range(of: "▸ Open All Inboxes"), "the script opens a list with a tab bar")
        // Each step from its caption on: the text after every "\n▸ ".
        let steps = ("\n" + output[start.lowerBound...]).components(separatedBy: "\n▸ ")
        func step(_ caption: String) throws -> String {
            try #require(steps.first { $0.hasPrefix(caption) }, "no step \(caption)")
        }
        let opened = try step("Open All Inboxes")
        #expect(opened.contains("• insert #12 Mailbox: All Inboxes (supplementary) into supplementary[0]"))
        #expect(opened.contains("│  [Focused] · Other (2)"), "the tab bar, Focused selected, Other's badge")
        #expect(!opened.contains("Archive → ◀"), "the sidebar's highlight clears")

        // Switching takes Focused's message and attachment off the screen, top first.
        let other = try step("Switch to the Other tab")
        #expect(other.contains("• remove #14 from detail[1]\n  • remove #13 from detail[0]"))
        #expect(other.contains("│  Focused · [Other (2)]") && !other.contains("Team offsite"))
        let read = try step("Read a message in Other")
        #expect(read.contains("▶15 Message: Your receipt ·d") && read.contains("│  Focused · [Other (1)]"))

        // Back to Focused: the same children, #13 and #14, in the same places.
        let restored = """
            • insert #13 Message: Team offsite (detail) opened by Message: Team offsite in #12 into detail[0]
              • insert #14 Attachment: agenda.pdf (detail) into detail[1]
            """
        for caption in ["Back to Focused: its message", "Back to Focused: #13 and #14 again"] {
            let back = try step(caption)
            #expect(back.contains("• remove #15 from detail[0]") && back.contains(restored), "\(caption)")
            #expect(back.contains("│ 13 Message: Team offsite ·d") && back.contains("│▶14 Attachment: agenda.pdf ·d"))
            #expect(back.contains("│  [Focused] · Other (1)") && back.contains("│  ◀ Message: Team offsite"))
        }

        // In compact layout Other's message comes back where a collapse would put it.
        let compact = try step("Switch to Other in compact layout")
        #expect(compact.contains("┌─ compact") && compact.contains("│  Focused · [Other (1)]"))
        #expect(!compact.contains("Team offsite"), "Focused's children are stored, not kept aside")
        if policy == "hideDetail" {
            #expect(compact.contains("kept aside for the next split: #15 Message: Your receipt"))
        } else {
            #expect(compact.contains("│▶15 Message: Your receipt ·d"))
        }
        #expect(try step("The window gets wide again: Other's").contains("│▶15 Message: Your receipt ·d"))
    }
}

import SelectionCore
import Testing

/// docs/behaviour.md §10.1: the twelve placements, their axes and opposites.
@Suite struct PlacementTests {
    @Test func allPlacementsFollowFloatingUIOrder() {
        #expect(
            Placement.all.map(\.description) == [
                "top", "top-start", "top-end",
                "right", "right-start", "right-end",
                "bottom", "bottom-start", "bottom-end",
                "left", "left-start", "left-end",
            ])
    }

    @Test(arguments: Placement.all)
    func descriptionParsesBack(placement: Placement) {
        #expect(Placement(placement.description) == placement)
    }

    @Test(arguments: ["", "middle", "top-", "-start", "top-middle", "top-start-end", "Top", "bottom start"])
    func malformedTextDoesNotParse(text: String) {
        #expect(Placement(text) == nil)
    }

    @Test func axesOppositesAndAlignments() {
        #expect(Placement.bottomStart.sideAxis == .y)
        #expect(Placement.bottomStart.alignmentAxis == .x)
        #expect(Placement.leftEnd.sideAxis == .x)
        #expect(Placement.leftEnd.alignmentAxis == .y)
        #expect(Placement.bottomStart.opposite == .topStart)
        #expect(Placement.right.opposite == .left)
        #expect(Placement.bottomStart.oppositeAlignment == .bottomEnd)
        #expect(Placement.top.oppositeAlignment == .top)
        #expect(Placement.top.isCentred)
        #expect(!Placement.topEnd.isCentred)
    }

    /// POS-05: getExpandedPlacements.
    @Test func expandedPlacementsFlipAlignmentThenSide() {
        #expect(Placement.bottomStart.expandedPlacements == [.bottomEnd, .topStart, .topEnd])
        #expect(Placement.leftEnd.expandedPlacements == [.leftStart, .rightEnd, .rightStart])
    }

    /// POS-05: getOppositeAxisPlacements.
    @Test func oppositeAxisPlacements() {
        #expect(Placement.bottom.oppositeAxisPlacements(direction: .start, flipsAlignment: true) == [.left, .right])
        #expect(Placement.bottom.oppositeAxisPlacements(direction: .end, flipsAlignment: true) == [.right, .left])
        #expect(Placement.bottom.oppositeAxisPlacements(direction: .start, flipsAlignment: true, isRightToLeft: true) == [.right, .left])
        #expect(Placement.right.oppositeAxisPlacements(direction: .start, flipsAlignment: true) == [.top, .bottom])
        #expect(Placement.left.oppositeAxisPlacements(direction: .end, flipsAlignment: true) == [.bottom, .top])
        #expect(
            Placement.topStart.oppositeAxisPlacements(direction: .start, flipsAlignment: true)
                == [.leftStart, .rightStart, .leftEnd, .rightEnd])
        #expect(Placement.topStart.oppositeAxisPlacements(direction: .start, flipsAlignment: false) == [.leftStart, .rightStart])
    }

    /// POS-06: the main alignment side, swapped when the reference is the longer one.
    @Test func alignmentSides() {
        let small = Size(width: 6, height: 1)
        let large = Size(width: 20, height: 4)
        #expect(Placement.bottomStart.alignmentSides(reference: small, floating: large) == (.right, .left))
        #expect(Placement.bottomEnd.alignmentSides(reference: small, floating: large) == (.left, .right))
        #expect(Placement.bottom.alignmentSides(reference: small, floating: large) == (.left, .right))
        #expect(Placement.bottomStart.alignmentSides(reference: small, floating: large, isRightToLeft: true) == (.left, .right))
        #expect(Placement.bottomStart.alignmentSides(reference: large, floating: small) == (.left, .right))
        #expect(Placement.rightStart.alignmentSides(reference: small, floating: large) == (.bottom, .top))
        #expect(Placement.rightEnd.alignmentSides(reference: small, floating: large) == (.top, .bottom))
        #expect(Placement.right.alignmentSides(reference: small, floating: large) == (.top, .bottom))
    }
}

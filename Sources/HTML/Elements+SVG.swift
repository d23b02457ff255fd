// Inline SVG elements; SVG attribute names such as `viewBox` keep their case.

/// `<svg>`: an inline SVG image.
///
///     svg(.attr("viewBox", "0 0 24 24")) { path(.attr("d", "M0 0h24")) }
public func svg(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("svg", attributes, content())
}

/// `<path>`: an SVG path.
///
///     path(.attr("d", "M0 0L10 10"), .attr("stroke", "currentColor"))
public func path(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("path", attributes, content())
}

/// `<circle>`: an SVG circle.
///
///     circle(.attr("cx", "12"), .attr("cy", "12"), .attr("r", "10"))
public func circle(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("circle", attributes, content())
}

/// `<rect>`: an SVG rectangle.
///
///     rect(.attr("width", "10"), .attr("height", "4"))
public func rect(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("rect", attributes, content())
}

/// `<g>`: an SVG group.
///
///     g(.attr("fill", "none")) { circle(.attr("r", "4")) }
public func g(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("g", attributes, content())
}

/// `<line>`: an SVG line.
///
///     line(.attr("x1", "0"), .attr("x2", "10"))
public func line(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("line", attributes, content())
}

/// `<text>`: SVG text (named `svgText` so it never shadows a string).
///
///     svgText(.attr("x", "10%"), .attr("y", "30")) { "12:10" }
public func svgText(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("text", attributes, content())
}

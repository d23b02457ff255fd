// Table elements.

/// `<table>`: a table.
///
///     table { thead { tr { th { "Name" } } } }
public func table(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("table", attributes, content())
}

/// `<thead>`: a table header group.
///
///     thead { tr { th { "Name" } } }
public func thead(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("thead", attributes, content())
}

/// `<tbody>`: a table body.
///
///     tbody { for row in rows { tr { td { row } } } }
public func tbody(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("tbody", attributes, content())
}

/// `<tr>`: a table row.
///
///     tr { td { "1" } }
public func tr(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("tr", attributes, content())
}

/// `<th>`: a header cell.
///
///     th(.attr("scope", "col")) { "Name" }
public func th(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("th", attributes, content())
}

/// `<td>`: a data cell.
///
///     td { "Value" }
public func td(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("td", attributes, content())
}

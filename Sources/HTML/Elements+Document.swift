// Document structure and sectioning elements.

/// `<html>`: the document root.
///
///     html(.lang("en")) { head { … }; body { … } }
public func html(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("html", attributes, content())
}

/// `<head>`: document metadata.
///
///     head { title { "QuranFlow" } }
public func head(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("head", attributes, content())
}

/// `<body>`: the document body.
///
///     body(.class("app")) { main { … } }
public func body(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("body", attributes, content())
}

/// `<title>`: the document title.
///
///     title { "Today's reading" }
public func title(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("title", attributes, content())
}

/// `<main>`: the main content.
///
///     main { h1 { "Today" } }
public func main(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("main", attributes, content())
}

/// `<main>` with a list of attributes made at run time.
///
///     main(attributes: [.class("admin-main")] + extra) { h1 { "Students" } }
public func main(attributes: [Attribute], @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("main", attributes, content())
}

/// `<header>`: introductory content.
///
///     header { nav { … } }
public func header(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("header", attributes, content())
}

/// `<footer>`: a footer.
///
///     footer { small { "© 2026" } }
public func footer(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("footer", attributes, content())
}

/// `<nav>`: navigation links.
///
///     nav(.aria("label", "Main")) { a(.href("/")) { "Home" } }
public func nav(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("nav", attributes, content())
}

/// `<section>`: a thematic section.
///
///     section(.id("plan")) { h2 { "Plan" } }
public func section(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("section", attributes, content())
}

/// `<article>`: self-contained content.
///
///     article { h3 { "Al-Fatiha" } }
public func article(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("article", attributes, content())
}

/// `<aside>`: tangential content.
///
///     aside { p { "Tip" } }
public func aside(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("aside", attributes, content())
}

/// `<meta>`: document metadata (void).
///
///     meta(.charset("utf-8"))
public func meta(_ attributes: Attribute...) -> Node {
    makeElement("meta", attributes, .empty)
}

/// `<link>`: a linked resource such as a stylesheet (void).
///
///     link(.rel("stylesheet"), .href("/app.css"))
public func link(_ attributes: Attribute...) -> Node {
    makeElement("link", attributes, .empty)
}

/// `<script src="…"></script>`: an external script. There is deliberately no way to give a
/// script inline content. A dangerous `src` scheme renders as `about:blank`.
///
///     script(src: "/app.js", .boolean("defer"))
public func script(src: String, _ attributes: Attribute...) -> Node {
    makeElement("script", [.src(src)] + attributes, .empty)
}

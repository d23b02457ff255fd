// Text-level, grouping and media elements.

/// `<div>`: a generic block container.
///
///     div(.class("card")) { "…" }
public func div(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("div", attributes, content())
}

/// `<noscript>`: shown only where script does not run.
///
///     noscript { p { "This needs JavaScript." } }
public func noscript(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("noscript", attributes, content())
}

/// `<span>`: a generic inline container.
///
///     span(.class("badge")) { "3" }
public func span(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("span", attributes, content())
}

/// `<p>`: a paragraph.
///
///     p { "Hello" }
public func p(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("p", attributes, content())
}

/// `<a>`: a hyperlink; `javascript:` hrefs render as `#`.
///
///     a(.href("/settings")) { "Settings" }
public func a(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("a", attributes, content())
}

/// `<h1>`: a level-1 heading.
///
///     h1 { "Today" }
public func h1(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("h1", attributes, content())
}

/// `<h2>`: a level-2 heading.
///
///     h2 { "Plan" }
public func h2(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("h2", attributes, content())
}

/// `<h3>`: a level-3 heading.
///
///     h3 { "Week 1" }
public func h3(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("h3", attributes, content())
}

/// `<h4>`: a level-4 heading.
///
///     h4 { "Day 1" }
public func h4(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("h4", attributes, content())
}

/// `<strong>`: strong importance.
///
///     strong { "Due today" }
public func strong(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("strong", attributes, content())
}

/// `<em>`: stress emphasis.
///
///     em { "really" }
public func em(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("em", attributes, content())
}

/// `<small>`: side comments and fine print.
///
///     small { "optional" }
public func small(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("small", attributes, content())
}

/// `<time>`: a date or time.
///
///     time(.datetime("2026-01-01")) { "1 Jan" }
public func time(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("time", attributes, content())
}

/// `<ul>`: an unordered list.
///
///     ul { for item in items { li { item } } }
public func ul(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("ul", attributes, content())
}

/// `<ol>`: an ordered list.
///
///     ol { li { "First" } }
public func ol(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("ol", attributes, content())
}

/// `<li>`: a list item.
///
///     li { "Item" }
public func li(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("li", attributes, content())
}

/// `<dl>`: a description list.
///
///     dl { dt { "Term" }; dd { "Meaning" } }
public func dl(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("dl", attributes, content())
}

/// `<dt>`: a description-list term.
///
///     dt { "Term" }
public func dt(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("dt", attributes, content())
}

/// `<dd>`: a description-list description.
///
///     dd { "Meaning" }
public func dd(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("dd", attributes, content())
}

/// `<blockquote>`: words quoted from someone, e.g. a coach's note.
public func blockquote(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("blockquote", attributes, content())
}

/// `<figure>`: self-contained figure.
///
///     figure { img(.src("/a.png"), .alt("")); figcaption { "A" } }
public func figure(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("figure", attributes, content())
}

/// `<figcaption>`: a figure caption.
///
///     figcaption { "Caption" }
public func figcaption(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("figcaption", attributes, content())
}

/// `<details>`: a disclosure widget.
///
///     details { summary { "More" }; p { "…" } }
public func details(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("details", attributes, content())
}

/// `<summary>`: the summary of a details element.
///
///     summary { "More" }
public func summary(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("summary", attributes, content())
}

/// `<progress>`: a progress bar.
///
///     progress(.value("3"), .attr("max", "10")) { "30%" }
public func progress(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("progress", attributes, content())
}

/// `<meter>`: a scalar measurement.
///
///     meter(.value("0.6")) { "60%" }
public func meter(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("meter", attributes, content())
}

/// `<audio>`: an audio player.
///
///     audio(.attr("controls", "")) { source(.src("/a.mp3"), .type("audio/mpeg")) }
public func audio(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("audio", attributes, content())
}

/// `<video>`: a video player.
///
///     video(.src("/v.mp4"))
public func video(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("video", attributes, content())
}

/// `<br>`: a line break (void).
///
///     br()
public func br(_ attributes: Attribute...) -> Node {
    makeElement("br", attributes, .empty)
}

/// `<hr>`: a thematic break (void).
///
///     hr()
public func hr(_ attributes: Attribute...) -> Node {
    makeElement("hr", attributes, .empty)
}

/// `<img>`: an image (void); dangerous `src` schemes render as `about:blank`.
///
///     img(.src("/logo.png"), .alt("Logo"))
public func img(_ attributes: Attribute...) -> Node {
    makeElement("img", attributes, .empty)
}

/// `<source>`: a media source (void).
///
///     source(.src("/a.mp3"), .type("audio/mpeg"))
public func source(_ attributes: Attribute...) -> Node {
    makeElement("source", attributes, .empty)
}

/// `<code>`: a fragment of computer text (a token to copy).
///
///     code { "qfw_…" }
public func code(_ attributes: Attribute..., @NodeBuilder content: () -> Node = { Node.empty }) -> Node {
    makeElement("code", attributes, content())
}

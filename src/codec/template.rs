//! Messages as templates: each error's wording is one `&'static str` in
//! which `{name}` stands for the argument of that name, so that the same
//! words serve this crate's `Display` impls and a binding that words an error
//! from its arguments alone (the npm package's shim fills them the same way).
//!
//! `{name}` writes the argument; `{name|one|many}` writes `one` when the
//! argument is the number 1, `many` otherwise (`{n} {n|rank|ranks}`).

use core::fmt;

/// An argument of a template, as its `Display` impl gives it.
pub enum Arg<'a> {
    /// A number, written in decimal; it also chooses `{name|one|many}`.
    Number(usize),
    /// Text, as it is.
    Str(&'a str),
    /// A character, as it is.
    Char(char),
    /// A character, quoted: `'x'` when printable ASCII, `U+000A` for a
    /// control character, `'ｐ' (U+FF50)` otherwise.
    Quoted(char),
    /// A byte of input: `character 'x'` when printable ASCII, `character
    /// U+000A` for an ASCII control character, `byte 0xe3` for a byte of a
    /// longer UTF-8 sequence.
    Byte(u8),
    /// Anything else, as it displays.
    Text(&'a dyn fmt::Display),
}

/// Writes `template` to `f`, each `{name}` replaced by `arg(name)`.
pub fn fill<'a>(
    f: &mut fmt::Formatter<'_>,
    template: &str,
    arg: impl Fn(&str) -> Arg<'a>,
) -> fmt::Result {
    let mut rest = template;
    while let Some((head, tail)) = rest.split_once('{') {
        f.write_str(head)?;
        let (spec, after) = tail.split_once('}').unwrap_or((tail, ""));
        let mut parts = spec.split('|');
        let name = parts.next().unwrap_or_default();
        match (arg(name), parts.next(), parts.next()) {
            (Arg::Number(n), Some(one), Some(many)) => {
                f.write_str(if n == 1 { one } else { many })?
            }
            (Arg::Number(n), ..) => write!(f, "{n}")?,
            (Arg::Str(s), ..) => f.write_str(s)?,
            (Arg::Char(c), ..) => write!(f, "{c}")?,
            (Arg::Byte(b @ b' '..=b'~'), ..) => write!(f, "character '{}'", char::from(b))?,
            (Arg::Byte(b @ 0..=0x7f), ..) => write!(f, "character U+{b:04X}")?,
            (Arg::Byte(b), ..) => write!(f, "byte 0x{b:02x}")?,
            (Arg::Quoted(c), ..) => quote(f, c)?,
            (Arg::Text(t), ..) => t.fmt(f)?,
        }
        rest = after;
    }
    f.write_str(rest)
}

/// Writes `c` quoted (see [`Arg::Quoted`]).
fn quote(f: &mut fmt::Formatter<'_>, c: char) -> fmt::Result {
    let code = u32::from(c);
    if (0x20..0x7f).contains(&code) {
        write!(f, "'{c}'")
    } else if code < 0xa0 {
        write!(f, "U+{code:04X}")
    } else {
        write!(f, "'{c}' (U+{code:04X})")
    }
}

/// The names of the arguments `template` refers to, in order of appearance,
/// for checking a template against its arguments.
pub fn names(template: &str) -> impl Iterator<Item = &str> {
    let mut rest = template;
    core::iter::from_fn(move || {
        let (_, tail) = rest.split_once('{')?;
        let (spec, after) = tail.split_once('}').unwrap_or((tail, ""));
        rest = after;
        Some(spec.split('|').next().unwrap_or_default())
    })
}

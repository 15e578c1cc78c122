//! Converts a kifu file: `cargo run --example kifu_convert FILE kif|ki2|csa|jkf`.
use shogi64::kifu::{format_kifu, parse_kifu, Format};

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("a file");
    let to = match args.next().as_deref() {
        Some("kif") => Format::Kif,
        Some("ki2") => Format::Ki2,
        Some("csa") => Format::Csa,
        _ => Format::Jkf,
    };
    let bytes = std::fs::read(&path).expect("readable");
    let text = match std::str::from_utf8(&bytes) {
        Ok(s) => s.to_owned(),
        Err(_) => encoding_rs::SHIFT_JIS.decode(&bytes).0.into_owned(),
    };
    match parse_kifu(&text, None) {
        Ok(r) => print!("{}", format_kifu(&r, to)),
        Err(e) => eprintln!("{path}: {e}"),
    }
}

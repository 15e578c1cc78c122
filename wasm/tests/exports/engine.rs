//! Two [`Engine`] values side by side: each keeps its own buffers, so what
//! one reads, decodes or fails on leaves the other as it was.

use shogi64_wasm::contract::code;
use shogi64_wasm::Engine;

/// Writes `text` into `e`'s text buffer and returns its length.
fn text(e: &mut Engine, text: &str) -> usize {
    let at = e.text_reserve(text.len());
    assert!(!at.is_null());
    // SAFETY: text_reserve made the buffer at least that long.
    unsafe { core::ptr::copy_nonoverlapping(text.as_ptr(), at, text.len()) };
    text.len()
}

#[test]
fn two_engines_keep_their_own_state() {
    const A: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    const B: &str = "8k/8G/9/9/9/9/9/9/9 w 2P 7";
    let (a, _) = shogi64::parse_sfen(A).unwrap();
    let (b, _) = shogi64::parse_sfen(B).unwrap();
    assert_ne!(a, b);
    // Boxed: an engine holds its buffers inline, too large for a test's stack.
    let mut one = Box::new(Engine::new());
    let mut two = Box::new(Engine::new());

    // Both texts are written before either is read.
    let la = text(&mut one, A);
    let lb = text(&mut two, B);
    assert_eq!(one.from_sfen(la), 0);
    assert_eq!(two.from_sfen(lb), 0);
    assert_eq!(*one.decoded_position(), a);
    assert_eq!(*two.decoded_position(), b);

    // A failure on one engine sets its error words only.
    let bad = text(&mut two, "lnsgkgsnl b - 1");
    assert_eq!(two.from_sfen(bad), -1);
    assert_eq!(two.error_words()[0], code::SFEN_RANK_COUNT);
    assert_eq!(one.error_words(), &[0; 5]);
    assert_eq!(*two.decoded_position(), b);

    // The first engine's text is still its own.
    assert_eq!(one.from_sfen(la), 0);
    assert_eq!(*one.decoded_position(), a);
    assert_eq!(*two.decoded_position(), b);
}

;; The decoder of js/wasm-text.js: the text scripts/wasm-text.mjs writes, to
;; the bytes of the module, in a wasm function (the same loop in JavaScript took
;; 5 to 9 ms in a fresh Node process, this 1 to 2). Assembled by
;;   wasm-as scripts/wasm-text.wat -o d.wasm && wasm-opt -O3 --strip-debug --strip-producers d.wasm -o d.wasm
;; into the hexadecimal of DECODER in js/wasm-text.js.
(module
  (import "" "m" (memory 1))
  ;; d(n): the n characters at 0 (scripts/wasm-text.mjs) to bytes, in place; returns their count.
  ;; Scratch: at n the byte of each symbol value, at n + 256 which bytes have one character.
  (func (export "d") (param $n i32) (result i32) (local $i i32) (local $k i32) (local $v i32) (local $c i32) (local $o i32)
    (loop $all
      ;; one symbol: a character's digit, and a second one's for 89 and over
      (local.set $c (i32.load8_u (local.get $i)))
      (local.set $v (i32.sub (i32.sub (i32.sub (i32.sub (local.get $c) (i32.const 32))
        (i32.gt_u (local.get $c) (i32.const 34))) (i32.gt_u (local.get $c) (i32.const 60))) (i32.gt_u (local.get $c) (i32.const 92))))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (if (i32.ge_u (local.get $v) (i32.const 89))
        (then
          (local.set $c (i32.load8_u (local.get $i)))
          (local.set $v (i32.add (i32.mul (local.get $v) (i32.const 92))
            (i32.sub (i32.sub (i32.sub (i32.sub (local.get $c) (i32.const 8131))
              (i32.gt_u (local.get $c) (i32.const 34))) (i32.gt_u (local.get $c) (i32.const 60))) (i32.gt_u (local.get $c) (i32.const 92)))))
          (local.set $i (i32.add (local.get $i) (i32.const 1)))))
      (if (i32.lt_u (local.get $k) (i32.const 89))
        (then
          ;; the head: the bytes of one character, most used first
          (i32.store8 (i32.add (local.get $n) (local.get $k)) (local.get $v))
          (i32.store8 (i32.add (i32.add (local.get $n) (i32.const 256)) (local.get $v)) (i32.const 1))
          (local.set $k (i32.add (local.get $k) (i32.const 1)))
          (if (i32.eq (local.get $k) (i32.const 89))
            (then
              ;; then the others in increasing order
              (local.set $c (i32.const 0))
              (loop $rest
                (if (i32.eqz (i32.load8_u (i32.add (i32.add (local.get $n) (i32.const 256)) (local.get $c))))
                  (then (i32.store8 (i32.add (local.get $n) (local.get $k)) (local.get $c))
                        (local.set $k (i32.add (local.get $k) (i32.const 1)))))
                (br_if $rest (i32.lt_u (local.tee $c (i32.add (local.get $c) (i32.const 1))) (i32.const 256)))))))
        (else
          (i32.store8 (local.get $o) (i32.load8_u (i32.add (local.get $n) (local.get $v))))
          (local.set $o (i32.add (local.get $o) (i32.const 1)))))
      (br_if $all (i32.lt_u (local.get $i) (local.get $n))))
    (local.get $o)))

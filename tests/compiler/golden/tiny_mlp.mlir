module {
  func.func @loss(%x: tensor<4x3xf32> {bufferization.writable = false}, %y: tensor<4x2xf32> {bufferization.writable = false}, %w1: tensor<3x5xf32> {bufferization.writable = false}, %b1: tensor<5xf32> {bufferization.writable = false}, %w2: tensor<5x2xf32> {bufferization.writable = false}) -> (tensor<f32>) attributes {llvm.emit_c_interface} {
    %_1 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":9:12)
    %_2 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_3 = linalg.fill ins(%_1 : f32) outs(%_2 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %w1 : tensor<4x3xf32>, tensor<3x5xf32>) outs(%_3 : tensor<4x5xf32>) {
      ^bb0(%_in4: f32, %_in5: f32, %_out6: f32):
        %_7 = arith.mulf %_in4, %_in5 : f32
        %_8 = arith.addf %_out6, %_7 : f32
        linalg.yield %_8 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_10 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:21)
    %_13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%b1 : tensor<5xf32>) outs(%_10 : tensor<4x5xf32>) {
      ^bb0(%_in11: f32, %_out12: f32):
        linalg.yield %_in11 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:21)
    %_14 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_9, %_13 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_14 : tensor<4x5xf32>) {
      ^bb0(%_in15: f32, %_in16: f32, %_out17: f32):
        %_18 = arith.addf %_in15, %_in16 : f32
        linalg.yield %_18 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_20 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_24 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_19 : tensor<4x5xf32>) outs(%_20 : tensor<4x5xf32>) {
      ^bb0(%_in21: f32, %_out22: f32):
        %_23 = math.tanh %_in21 : f32
        linalg.yield %_23 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_25 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":10:13)
    %_26 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_27 = linalg.fill ins(%_25 : f32) outs(%_26 : tensor<4x2xf32>) -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_24, %w2 : tensor<4x5xf32>, tensor<5x2xf32>) outs(%_27 : tensor<4x2xf32>) {
      ^bb0(%_in28: f32, %_in29: f32, %_out30: f32):
        %_31 = arith.mulf %_in28, %_in29 : f32
        %_32 = arith.addf %_out30, %_31 : f32
        linalg.yield %_32 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_34 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_39 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_33, %y : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_34 : tensor<4x2xf32>) {
      ^bb0(%_in35: f32, %_in36: f32, %_out37: f32):
        %_38 = arith.subf %_in35, %_in36 : f32
        linalg.yield %_38 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_40 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_45 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_39, %_39 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_40 : tensor<4x2xf32>) {
      ^bb0(%_in41: f32, %_in42: f32, %_out43: f32):
        %_44 = arith.mulf %_in41, %_in42 : f32
        linalg.yield %_44 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_46 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":11:3)
    %_47 = tensor.empty() : tensor<f32> loc("tiny_mlp.kina":11:3)
    %_48 = linalg.fill ins(%_46 : f32) outs(%_47 : tensor<f32>) -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_52 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%_45 : tensor<4x2xf32>) outs(%_48 : tensor<f32>) {
      ^bb0(%_in49: f32, %_out50: f32):
        %_51 = arith.addf %_in49, %_out50 : f32
        linalg.yield %_51 : f32
      } -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_53 = tensor.empty() : tensor<f32> loc("tiny_mlp.kina":11:3)
    %_58 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_52 : tensor<f32>) outs(%_53 : tensor<f32>) {
      ^bb0(%_in54: f32, %_out55: f32):
        %_56 = arith.constant 0x41000000 : f32
        %_57 = arith.divf %_in54, %_56 : f32
        linalg.yield %_57 : f32
      } -> tensor<f32> loc("tiny_mlp.kina":11:3)
    func.return %_58 : tensor<f32> loc("tiny_mlp.kina":2:1)
  } loc("tiny_mlp.kina":2:1)
  func.func @loss__reverseMode(%x: tensor<4x3xf32> {bufferization.writable = false}, %y: tensor<4x2xf32> {bufferization.writable = false}, %w1: tensor<3x5xf32> {bufferization.writable = false}, %b1: tensor<5xf32> {bufferization.writable = false}, %w2: tensor<5x2xf32> {bufferization.writable = false}) -> (tensor<f32>, tensor<4x3xf32>, tensor<4x2xf32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32>) attributes {llvm.emit_c_interface} {
    %_1 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":9:12)
    %_2 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_3 = linalg.fill ins(%_1 : f32) outs(%_2 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %w1 : tensor<4x3xf32>, tensor<3x5xf32>) outs(%_3 : tensor<4x5xf32>) {
      ^bb0(%_in4: f32, %_in5: f32, %_out6: f32):
        %_7 = arith.mulf %_in4, %_in5 : f32
        %_8 = arith.addf %_out6, %_7 : f32
        linalg.yield %_8 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_10 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:21)
    %_13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%b1 : tensor<5xf32>) outs(%_10 : tensor<4x5xf32>) {
      ^bb0(%_in11: f32, %_out12: f32):
        linalg.yield %_in11 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:21)
    %_14 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_9, %_13 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_14 : tensor<4x5xf32>) {
      ^bb0(%_in15: f32, %_in16: f32, %_out17: f32):
        %_18 = arith.addf %_in15, %_in16 : f32
        linalg.yield %_18 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_20 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_24 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_19 : tensor<4x5xf32>) outs(%_20 : tensor<4x5xf32>) {
      ^bb0(%_in21: f32, %_out22: f32):
        %_23 = math.tanh %_in21 : f32
        linalg.yield %_23 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_25 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":10:13)
    %_26 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_27 = linalg.fill ins(%_25 : f32) outs(%_26 : tensor<4x2xf32>) -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_24, %w2 : tensor<4x5xf32>, tensor<5x2xf32>) outs(%_27 : tensor<4x2xf32>) {
      ^bb0(%_in28: f32, %_in29: f32, %_out30: f32):
        %_31 = arith.mulf %_in28, %_in29 : f32
        %_32 = arith.addf %_out30, %_31 : f32
        linalg.yield %_32 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_34 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_39 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_33, %y : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_34 : tensor<4x2xf32>) {
      ^bb0(%_in35: f32, %_in36: f32, %_out37: f32):
        %_38 = arith.subf %_in35, %_in36 : f32
        linalg.yield %_38 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_40 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_45 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_39, %_39 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_40 : tensor<4x2xf32>) {
      ^bb0(%_in41: f32, %_in42: f32, %_out43: f32):
        %_44 = arith.mulf %_in41, %_in42 : f32
        linalg.yield %_44 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_46 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":11:3)
    %_47 = tensor.empty() : tensor<f32> loc("tiny_mlp.kina":11:3)
    %_48 = linalg.fill ins(%_46 : f32) outs(%_47 : tensor<f32>) -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_52 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%_45 : tensor<4x2xf32>) outs(%_48 : tensor<f32>) {
      ^bb0(%_in49: f32, %_out50: f32):
        %_51 = arith.addf %_in49, %_out50 : f32
        linalg.yield %_51 : f32
      } -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_53 = tensor.empty() : tensor<f32> loc("tiny_mlp.kina":11:3)
    %_58 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_52 : tensor<f32>) outs(%_53 : tensor<f32>) {
      ^bb0(%_in54: f32, %_out55: f32):
        %_56 = arith.constant 0x41000000 : f32
        %_57 = arith.divf %_in54, %_56 : f32
        linalg.yield %_57 : f32
      } -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_59 = arith.constant dense<0x3F800000> : tensor<f32> loc("tiny_mlp.kina":2:1)
    %_60 = tensor.expand_shape %_59 [] output_shape [1] : tensor<f32> into tensor<1xf32> loc("tiny_mlp.kina":11:3)
    %_61 = tensor.expand_shape %_60 [[0, 1]] output_shape [1, 1] : tensor<1xf32> into tensor<1x1xf32> loc("tiny_mlp.kina":11:3)
    %_62 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_65 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_61 : tensor<1x1xf32>) outs(%_62 : tensor<4x2xf32>) {
      ^bb0(%_in63: f32, %_out64: f32):
        linalg.yield %_in63 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_66 = arith.constant dense<0x41000000> : tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_67 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_72 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_65, %_66 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_67 : tensor<4x2xf32>) {
      ^bb0(%_in68: f32, %_in69: f32, %_out70: f32):
        %_71 = arith.divf %_in68, %_in69 : f32
        linalg.yield %_71 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_73 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_78 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_72, %_39 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_73 : tensor<4x2xf32>) {
      ^bb0(%_in74: f32, %_in75: f32, %_out76: f32):
        %_77 = arith.mulf %_in74, %_in75 : f32
        linalg.yield %_77 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_79 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_84 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_72, %_39 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_79 : tensor<4x2xf32>) {
      ^bb0(%_in80: f32, %_in81: f32, %_out82: f32):
        %_83 = arith.mulf %_in80, %_in81 : f32
        linalg.yield %_83 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_85 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_78, %_84 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_85 : tensor<4x2xf32>) {
      ^bb0(%_in86: f32, %_in87: f32, %_out88: f32):
        %_89 = arith.addf %_in86, %_in87 : f32
        linalg.yield %_89 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_91 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_95 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_90 : tensor<4x2xf32>) outs(%_91 : tensor<4x2xf32>) {
      ^bb0(%_in92: f32, %_out93: f32):
        %_94 = arith.negf %_in92 : f32
        linalg.yield %_94 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_96 = tensor.empty() : tensor<2x5xf32> loc("tiny_mlp.kina":10:13)
    %_99 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w2 : tensor<5x2xf32>) outs(%_96 : tensor<2x5xf32>) {
      ^bb0(%_in97: f32, %_out98: f32):
        linalg.yield %_in97 : f32
      } -> tensor<2x5xf32> loc("tiny_mlp.kina":10:13)
    %_100 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":10:13)
    %_101 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":10:13)
    %_102 = linalg.fill ins(%_100 : f32) outs(%_101 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":10:13)
    %_108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_90, %_99 : tensor<4x2xf32>, tensor<2x5xf32>) outs(%_102 : tensor<4x5xf32>) {
      ^bb0(%_in103: f32, %_in104: f32, %_out105: f32):
        %_106 = arith.mulf %_in103, %_in104 : f32
        %_107 = arith.addf %_out105, %_106 : f32
        linalg.yield %_107 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":10:13)
    %_109 = tensor.empty() : tensor<5x4xf32> loc("tiny_mlp.kina":10:13)
    %_112 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_24 : tensor<4x5xf32>) outs(%_109 : tensor<5x4xf32>) {
      ^bb0(%_in110: f32, %_out111: f32):
        linalg.yield %_in110 : f32
      } -> tensor<5x4xf32> loc("tiny_mlp.kina":10:13)
    %_113 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":10:13)
    %_114 = tensor.empty() : tensor<5x2xf32> loc("tiny_mlp.kina":10:13)
    %_115 = linalg.fill ins(%_113 : f32) outs(%_114 : tensor<5x2xf32>) -> tensor<5x2xf32> loc("tiny_mlp.kina":10:13)
    %_121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_112, %_90 : tensor<5x4xf32>, tensor<4x2xf32>) outs(%_115 : tensor<5x2xf32>) {
      ^bb0(%_in116: f32, %_in117: f32, %_out118: f32):
        %_119 = arith.mulf %_in116, %_in117 : f32
        %_120 = arith.addf %_out118, %_119 : f32
        linalg.yield %_120 : f32
      } -> tensor<5x2xf32> loc("tiny_mlp.kina":10:13)
    %_122 = arith.constant dense<0x3F800000> : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_123 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_128 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_24, %_24 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_123 : tensor<4x5xf32>) {
      ^bb0(%_in124: f32, %_in125: f32, %_out126: f32):
        %_127 = arith.mulf %_in124, %_in125 : f32
        linalg.yield %_127 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_129 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_134 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_122, %_128 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_129 : tensor<4x5xf32>) {
      ^bb0(%_in130: f32, %_in131: f32, %_out132: f32):
        %_133 = arith.subf %_in130, %_in131 : f32
        linalg.yield %_133 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_135 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_108, %_134 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_135 : tensor<4x5xf32>) {
      ^bb0(%_in136: f32, %_in137: f32, %_out138: f32):
        %_139 = arith.mulf %_in136, %_in137 : f32
        linalg.yield %_139 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_141 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":9:21)
    %_142 = tensor.empty() : tensor<5xf32> loc("tiny_mlp.kina":9:21)
    %_143 = linalg.fill ins(%_141 : f32) outs(%_142 : tensor<5xf32>) -> tensor<5xf32> loc("tiny_mlp.kina":9:21)
    %_147 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%_140 : tensor<4x5xf32>) outs(%_143 : tensor<5xf32>) {
      ^bb0(%_in144: f32, %_out145: f32):
        %_146 = arith.addf %_in144, %_out145 : f32
        linalg.yield %_146 : f32
      } -> tensor<5xf32> loc("tiny_mlp.kina":9:21)
    %_148 = tensor.empty() : tensor<5x3xf32> loc("tiny_mlp.kina":9:12)
    %_151 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w1 : tensor<3x5xf32>) outs(%_148 : tensor<5x3xf32>) {
      ^bb0(%_in149: f32, %_out150: f32):
        linalg.yield %_in149 : f32
      } -> tensor<5x3xf32> loc("tiny_mlp.kina":9:12)
    %_152 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":9:12)
    %_153 = tensor.empty() : tensor<4x3xf32> loc("tiny_mlp.kina":9:12)
    %_154 = linalg.fill ins(%_152 : f32) outs(%_153 : tensor<4x3xf32>) -> tensor<4x3xf32> loc("tiny_mlp.kina":9:12)
    %_160 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_140, %_151 : tensor<4x5xf32>, tensor<5x3xf32>) outs(%_154 : tensor<4x3xf32>) {
      ^bb0(%_in155: f32, %_in156: f32, %_out157: f32):
        %_158 = arith.mulf %_in155, %_in156 : f32
        %_159 = arith.addf %_out157, %_158 : f32
        linalg.yield %_159 : f32
      } -> tensor<4x3xf32> loc("tiny_mlp.kina":9:12)
    %_161 = tensor.empty() : tensor<3x4xf32> loc("tiny_mlp.kina":9:12)
    %_164 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x3xf32>) outs(%_161 : tensor<3x4xf32>) {
      ^bb0(%_in162: f32, %_out163: f32):
        linalg.yield %_in162 : f32
      } -> tensor<3x4xf32> loc("tiny_mlp.kina":9:12)
    %_165 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":9:12)
    %_166 = tensor.empty() : tensor<3x5xf32> loc("tiny_mlp.kina":9:12)
    %_167 = linalg.fill ins(%_165 : f32) outs(%_166 : tensor<3x5xf32>) -> tensor<3x5xf32> loc("tiny_mlp.kina":9:12)
    %_173 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_164, %_140 : tensor<3x4xf32>, tensor<4x5xf32>) outs(%_167 : tensor<3x5xf32>) {
      ^bb0(%_in168: f32, %_in169: f32, %_out170: f32):
        %_171 = arith.mulf %_in168, %_in169 : f32
        %_172 = arith.addf %_out170, %_171 : f32
        linalg.yield %_172 : f32
      } -> tensor<3x5xf32> loc("tiny_mlp.kina":9:12)
    func.return %_58, %_160, %_95, %_173, %_147, %_121 : tensor<f32>, tensor<4x3xf32>, tensor<4x2xf32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32> loc("tiny_mlp.kina":2:1)
  } loc("tiny_mlp.kina":2:1)
  func.func @main(%x: tensor<4x3xf32> {bufferization.writable = false}, %y: tensor<4x2xf32> {bufferization.writable = false}, %w1: tensor<3x5xf32> {bufferization.writable = false}, %b1: tensor<5xf32> {bufferization.writable = false}, %w2: tensor<5x2xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<f32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32>) attributes {llvm.emit_c_interface} {
    %_call1:6 = func.call @loss__reverseMode(%x, %y, %w1, %b1, %w2) : (tensor<4x3xf32>, tensor<4x2xf32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32>) -> (tensor<f32>, tensor<4x3xf32>, tensor<4x2xf32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32>) loc("tiny_mlp.kina":21:41)
    %_2 = tensor.empty() : tensor<3x5xf32> loc("tiny_mlp.kina":22:12)
    %_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_2 : tensor<3x5xf32>) {
      ^bb0(%_in3: f32, %_out4: f32):
        linalg.yield %_in3 : f32
      } -> tensor<3x5xf32> loc("tiny_mlp.kina":22:12)
    %_6 = tensor.empty() : tensor<3x5xf32> loc("tiny_mlp.kina":22:12)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_5, %_call1#3 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%_6 : tensor<3x5xf32>) {
      ^bb0(%_in7: f32, %_in8: f32, %_out9: f32):
        %_10 = arith.mulf %_in7, %_in8 : f32
        linalg.yield %_10 : f32
      } -> tensor<3x5xf32> loc("tiny_mlp.kina":22:12)
    %_12 = tensor.empty() : tensor<3x5xf32> loc("tiny_mlp.kina":22:7)
    %_17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w1, %_11 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%_12 : tensor<3x5xf32>) {
      ^bb0(%_in13: f32, %_in14: f32, %_out15: f32):
        %_16 = arith.subf %_in13, %_in14 : f32
        linalg.yield %_16 : f32
      } -> tensor<3x5xf32> loc("tiny_mlp.kina":22:7)
    %_18 = tensor.collapse_shape %lr [[0, 1]] : tensor<1x1xf32> into tensor<1xf32> loc("tiny_mlp.kina":22:46)
    %_19 = tensor.empty() : tensor<5xf32> loc("tiny_mlp.kina":22:46)
    %_22 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%_18 : tensor<1xf32>) outs(%_19 : tensor<5xf32>) {
      ^bb0(%_in20: f32, %_out21: f32):
        linalg.yield %_in20 : f32
      } -> tensor<5xf32> loc("tiny_mlp.kina":22:46)
    %_23 = tensor.empty() : tensor<5xf32> loc("tiny_mlp.kina":22:46)
    %_28 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%_22, %_call1#4 : tensor<5xf32>, tensor<5xf32>) outs(%_23 : tensor<5xf32>) {
      ^bb0(%_in24: f32, %_in25: f32, %_out26: f32):
        %_27 = arith.mulf %_in24, %_in25 : f32
        linalg.yield %_27 : f32
      } -> tensor<5xf32> loc("tiny_mlp.kina":22:46)
    %_29 = tensor.empty() : tensor<5xf32> loc("tiny_mlp.kina":22:41)
    %_34 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%b1, %_28 : tensor<5xf32>, tensor<5xf32>) outs(%_29 : tensor<5xf32>) {
      ^bb0(%_in30: f32, %_in31: f32, %_out32: f32):
        %_33 = arith.subf %_in30, %_in31 : f32
        linalg.yield %_33 : f32
      } -> tensor<5xf32> loc("tiny_mlp.kina":22:41)
    %_35 = tensor.empty() : tensor<5x2xf32> loc("tiny_mlp.kina":22:90)
    %_38 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_35 : tensor<5x2xf32>) {
      ^bb0(%_in36: f32, %_out37: f32):
        linalg.yield %_in36 : f32
      } -> tensor<5x2xf32> loc("tiny_mlp.kina":22:90)
    %_39 = tensor.empty() : tensor<5x2xf32> loc("tiny_mlp.kina":22:90)
    %_44 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_38, %_call1#5 : tensor<5x2xf32>, tensor<5x2xf32>) outs(%_39 : tensor<5x2xf32>) {
      ^bb0(%_in40: f32, %_in41: f32, %_out42: f32):
        %_43 = arith.mulf %_in40, %_in41 : f32
        linalg.yield %_43 : f32
      } -> tensor<5x2xf32> loc("tiny_mlp.kina":22:90)
    %_45 = tensor.empty() : tensor<5x2xf32> loc("tiny_mlp.kina":22:85)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w2, %_44 : tensor<5x2xf32>, tensor<5x2xf32>) outs(%_45 : tensor<5x2xf32>) {
      ^bb0(%_in46: f32, %_in47: f32, %_out48: f32):
        %_49 = arith.subf %_in46, %_in47 : f32
        linalg.yield %_49 : f32
      } -> tensor<5x2xf32> loc("tiny_mlp.kina":22:85)
    func.return %_call1#0, %_17, %_34, %_50 : tensor<f32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32> loc("tiny_mlp.kina":13:1)
  } loc("tiny_mlp.kina":13:1)
}
